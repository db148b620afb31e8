// One key number of the summary strip: a caption, the value, a detail line. Hovering it or
// focusing it asks for its explanation; clicking (or Enter) keeps the explanation selected.
#pragma once

#include <QFrame>

#include <optional>

class QLabel;

namespace ridgeline::ui {

class SummaryItem : public QFrame {
    Q_OBJECT

public:
    SummaryItem(const QString& key, const QString& caption, QWidget* parent = nullptr);

    QString key() const { return key_; }
    void setValue(const QString& value, const QString& detail = {}, bool warning = false);
    /// Lets the value and detail lines shrink to their texts again (they keep the widest text's
    /// room while values change, so that the strip does not shift).
    void releaseWidth();
    QString value() const;
    QString detail() const;
    /// Puts "caption: value (detail)" on the clipboard (Ctrl+C on the tile, or its menu).
    void copyValue() const;
    /// The pinned scenario's value under the current one ("A: 12 tok/s", small), and how the
    /// current one compares: `delta` is B relative to A in percent (nullopt: not comparable);
    /// `better` > 0 when B is better, < 0 when worse, 0 when neither. An empty `aValue` hides it.
    void setComparison(const QString& aValue, std::optional<double> delta = {}, int better = 0);
    QString comparison() const;
    void setSelected(bool selected);
    /// Hides the value, its detail and A's beside it behind "?" (View > Predict First) until a
    /// click or Enter reveals them; hovering a hidden tile explains nothing. value() and
    /// detail() keep the tile's figures either way.
    void setConcealed(bool concealed);
    bool concealed() const { return concealed_; }
    /// The value line as it reads now: "?" while concealed.
    QString shownValue() const;

Q_SIGNALS:
    void hovered(const QString& key);
    void activated(const QString& key);
    /// A click or Enter revealed the concealed tile (activated() follows).
    void revealed(const QString& key);

protected:
    /// A label whose font changed (presenter view, language) measures its room again.
    bool eventFilter(QObject* watched, QEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    /// Shows the value and detail lines, or the placeholders while concealed.
    void showTexts();
    /// Reveals a concealed tile (emitting revealed()) and then activates it.
    void activate();

    QString key_;
    QString valueText_, detailText_; ///< the figures, shown or not
    bool warning_ = false;
    bool concealed_ = false;
    QLabel* caption_;
    QLabel* value_;
    QLabel* detail_;
    QLabel* compare_;
};

} // namespace ridgeline::ui
