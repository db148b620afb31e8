#include "ui/widgets/collapsible_section.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace ridgeline::ui {

CollapsibleSection::CollapsibleSection(const QString& title, QWidget* parent)
    : QWidget(parent)
    , button_(new QToolButton(this))
    , content_(new QWidget(this))
    , contentLayout_(new QVBoxLayout(content_)) {
    button_->setText(title);
    button_->setCheckable(true);
    button_->setChecked(true);
    button_->setAutoRaise(true);
    button_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button_->setArrowType(Qt::DownArrow);
    button_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    button_->setToolTip(tr("Show or hide %1").arg(title));
    QFont bold = button_->font();
    bold.setBold(true);
    button_->setFont(bold);

    contentLayout_->setContentsMargins(8, 2, 2, 6);
    contentLayout_->setSpacing(6);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(button_);
    layout->addWidget(content_);
    connect(button_, &QToolButton::toggled, this, &CollapsibleSection::setExpanded);
}

void CollapsibleSection::setExpanded(bool expanded) {
    button_->setChecked(expanded);
    button_->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    content_->setVisible(expanded);
}

bool CollapsibleSection::isExpanded() const {
    return button_->isChecked();
}

} // namespace ridgeline::ui
