// A row of widgets that wraps: items are placed left to right at no less than their size hint,
// a new row starts when the next one would not fit, and each row's items share its spare width
// equally (as stretch 1 in a QHBoxLayout). Hidden widgets take no room.
#pragma once

#include <QLayout>
#include <QList>

namespace ridgeline::ui {

class FlowLayout : public QLayout {
    Q_OBJECT

public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;
    void invalidate() override;

    /// Number of rows at the current geometry (tests check the wrapping with it).
    int rowCount() const { return rows_; }

private:
    /// Places the items in `rect` (when `apply`) and returns the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> items_;
    mutable int rows_ = 0;
    // The last heightForWidth(): layouts above ask it several times per pass.
    mutable int hfwWidth_ = -1;
    mutable int hfwHeight_ = 0;
};

} // namespace ridgeline::ui
