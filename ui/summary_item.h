// One key number of the summary strip: a caption, the value, a detail line. Hovering it or
// focusing it asks for its explanation; clicking (or Enter) keeps the explanation selected.
#pragma once

#include <QFrame>

class QLabel;

namespace ridgeline::ui {

class SummaryItem : public QFrame {
    Q_OBJECT

public:
    SummaryItem(const QString& key, const QString& caption, QWidget* parent = nullptr);

    QString key() const { return key_; }
    void setValue(const QString& value, const QString& detail = {}, bool warning = false);
    QString value() const;
    QString detail() const;
    void setSelected(bool selected);

Q_SIGNALS:
    void hovered(const QString& key);
    void activated(const QString& key);

protected:
    void enterEvent(QEnterEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString key_;
    QLabel* caption_;
    QLabel* value_;
    QLabel* detail_;
};

} // namespace ridgeline::ui
