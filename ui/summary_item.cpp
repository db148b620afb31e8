#include "ui/summary_item.h"

#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace ridgeline::ui {

SummaryItem::SummaryItem(const QString& key, const QString& caption, QWidget* parent)
    : QFrame(parent)
    , key_(key)
    , caption_(new QLabel(caption, this))
    , value_(new QLabel(this))
    , detail_(new QLabel(this)) {
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setAccessibleName(caption);
    setToolTip(tr("%1: hover or click to see how it is computed").arg(caption));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(0);
    QFont small = caption_->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    caption_->setFont(small);
    caption_->setForegroundRole(QPalette::PlaceholderText);
    detail_->setFont(small);
    detail_->setForegroundRole(QPalette::PlaceholderText);
    QFont big = value_->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    value_->setFont(big);
    value_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(caption_);
    layout->addWidget(value_);
    layout->addWidget(detail_);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void SummaryItem::setValue(const QString& value, const QString& detail, bool warning) {
    value_->setText(value);
    detail_->setText(detail);
    detail_->setStyleSheet(warning ? QStringLiteral("color: #d64541;") : QString());
    setAccessibleDescription(value + QLatin1Char(' ') + detail);
}

QString SummaryItem::value() const {
    return value_->text();
}

QString SummaryItem::detail() const {
    return detail_->text();
}

void SummaryItem::setSelected(bool selected) {
    setFrameShadow(selected ? QFrame::Sunken : QFrame::Plain);
    setLineWidth(selected ? 2 : 1);
    setBackgroundRole(selected ? QPalette::AlternateBase : QPalette::Window);
    setAutoFillBackground(selected);
}

void SummaryItem::enterEvent(QEnterEvent* event) {
    QFrame::enterEvent(event);
    Q_EMIT hovered(key_);
}

void SummaryItem::focusInEvent(QFocusEvent* event) {
    QFrame::focusInEvent(event);
    Q_EMIT hovered(key_);
}

void SummaryItem::mousePressEvent(QMouseEvent* event) {
    QFrame::mousePressEvent(event);
    Q_EMIT activated(key_);
}

void SummaryItem::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
        event->key() == Qt::Key_Space) {
        Q_EMIT activated(key_);
        return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace ridgeline::ui
