#include "ui/summary/summary_item.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QVBoxLayout>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

// A one-line label with a fixed size stops its geometry updates at itself: a new text that fits
// the room the label already has changes no layout, so the tiles do not shift while a value is
// dragged. The room grows when a text needs more, and shrinks only on releaseWidth().
// QLabel::sizeHint() lays the text out in full (a tenth of a millisecond each, a dozen labels
// an update): a text whose advance fits the room, in the font the room was measured in, fits
// without it. The label keeps what sizeHint() added to the advance and the line height it
// measured: a new font (the presenter view) measures again.
void setSteadyText(QLabel* label, const QString& text) {
    if (label->text() == text && label->minimumWidth() > 0)
        return;
    label->setText(text);
    static constexpr char measured[] = "ridgelineSteadyExtra";
    const QFontMetrics metrics = label->fontMetrics();
    const int advance = metrics.horizontalAdvance(text);
    const QVariant last = label->property(measured);
    // What sizeHint() adds to the advance (margins, bearings): the most any text measured
    // in this font needed.
    const bool sameFont = last.isValid() && last.toPoint().y() == metrics.height();
    const int extra = sameFont ? last.toPoint().x() : 0;
    if (sameFont && advance + extra <= label->minimumWidth())
        return;
    const QSize hint = label->sizeHint();
    label->setProperty(measured, QPoint(std::max(extra, hint.width() - advance), metrics.height()));
    if (hint.width() > label->minimumWidth() || hint.height() != label->minimumHeight())
        label->setFixedSize(std::max(hint.width(), label->minimumWidth()), hint.height());
}

} // namespace

SummaryItem::SummaryItem(const QString& key, const QString& caption, QWidget* parent)
    : QFrame(parent)
    , key_(key)
    , caption_(new QLabel(caption, this))
    , value_(new QLabel(this))
    , detail_(new QLabel(this))
    , compare_(new QLabel(this)) {
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
    compare_->setFont(small);
    compare_->setTextFormat(Qt::RichText);
    compare_->hide();
    QFont big = value_->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    value_->setFont(big);
    // Plain, unselectable labels: a selectable label lays its text out as a whole document
    // on every change. The value is copied with Ctrl+C or the tile's context menu instead.
    for (QLabel* label : {caption_, value_, detail_})
        label->setTextFormat(Qt::PlainText);
    auto* copy = new QAction(tr("Copy Value"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &SummaryItem::copyValue);
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    value_->installEventFilter(this);
    detail_->installEventFilter(this);
    layout->addWidget(caption_);
    layout->addWidget(value_);
    layout->addWidget(detail_);
    layout->addWidget(compare_);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void SummaryItem::setValue(const QString& value, const QString& detail, bool warning) {
    valueText_ = value;
    detailText_ = detail;
    warning_ = warning;
    showTexts();
}

void SummaryItem::showTexts() {
    setSteadyText(value_, concealed_ ? QStringLiteral("?") : valueText_);
    setSteadyText(detail_, concealed_ ? tr("click to reveal") : detailText_);
    const QString style = warning_ && !concealed_ ? QStringLiteral("color: #d64541;") : QString();
    if (detail_->styleSheet() != style) // setting a style sheet polishes the label again
        detail_->setStyleSheet(style);
    compare_->setVisible(!concealed_ && !compare_->text().isEmpty());
    setAccessibleDescription(value_->text() + QLatin1Char(' ') + detail_->text());
}

void SummaryItem::setConcealed(bool concealed) {
    if (concealed == concealed_)
        return;
    concealed_ = concealed;
    showTexts();
}

QString SummaryItem::shownValue() const {
    return value_->text();
}

void SummaryItem::activate() {
    if (concealed_) {
        setConcealed(false);
        Q_EMIT revealed(key_);
    }
    Q_EMIT activated(key_);
}

bool SummaryItem::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FontChange && (watched == value_ || watched == detail_)) {
        // The filter runs before the label drops its size hint for the old font: deliver the
        // event to it first, then measure.
        auto* label = static_cast<QLabel*>(watched);
        static_cast<QObject*>(label)->event(event);
        label->setMinimumSize(0, 0);
        label->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
        setSteadyText(label, label->text());
        return true;
    }
    return QFrame::eventFilter(watched, event);
}

void SummaryItem::releaseWidth() {
    for (QLabel* label : {value_, detail_}) {
        label->setMinimumSize(0, 0);
        setSteadyText(label, label->text());
    }
}

QString SummaryItem::value() const {
    return valueText_;
}

void SummaryItem::copyValue() const {
    QString text = caption_->text() + QStringLiteral(": ") + value_->text();
    if (!detail_->text().isEmpty())
        text += QStringLiteral(" (") + detail_->text() + QLatin1Char(')');
    QApplication::clipboard()->setText(text);
}

QString SummaryItem::detail() const {
    return detailText_;
}

void SummaryItem::setComparison(const QString& aValue, std::optional<double> delta, int better) {
    compare_->setVisible(!aValue.isEmpty() && !concealed_);
    if (aValue.isEmpty()) {
        compare_->clear();
        return;
    }
    QString text = tr("A: %1").arg(aValue.toHtmlEscaped());
    if (delta) {
        const QString color = better > 0   ? QStringLiteral("#2e8b57")
                              : better < 0 ? QStringLiteral("#d64541")
                                           : QString();
        const QString number =
            std::abs(*delta) < 0.5
                ? tr("B same")
                : tr("B %1%2%")
                      .arg(*delta > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                      .arg(std::abs(*delta), 0, 'f', std::abs(*delta) < 10 ? 1 : 0);
        text += color.isEmpty() || std::abs(*delta) < 0.5
                    ? QStringLiteral(" · %1").arg(number)
                    : QStringLiteral(" · <span style=\"color:%1; font-weight:600\">%2</span>")
                          .arg(color, number);
    }
    compare_->setText(text);
    setAccessibleDescription(value() + QLatin1Char(' ') + detail() + QLatin1Char(' ') +
                             compare_->text());
}

QString SummaryItem::comparison() const {
    return compare_->text();
}

void SummaryItem::setSelected(bool selected) {
    setFrameShadow(selected ? QFrame::Sunken : QFrame::Plain);
    setLineWidth(selected ? 2 : 1);
    setBackgroundRole(selected ? QPalette::AlternateBase : QPalette::Window);
    setAutoFillBackground(selected);
}

void SummaryItem::enterEvent(QEnterEvent* event) {
    QFrame::enterEvent(event);
    // The explanation would give the hidden answer away.
    if (!concealed_)
        Q_EMIT hovered(key_);
}

void SummaryItem::focusInEvent(QFocusEvent* event) {
    QFrame::focusInEvent(event);
    if (!concealed_)
        Q_EMIT hovered(key_);
}

void SummaryItem::mousePressEvent(QMouseEvent* event) {
    QFrame::mousePressEvent(event);
    activate();
}

void SummaryItem::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
        event->key() == Qt::Key_Space) {
        activate();
        return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace ridgeline::ui
