// A titled section of the control panel that folds away: a flat tool button with an arrow
// (keyboard: Space toggles) above a content widget.
#pragma once

#include <QWidget>

class QToolButton;
class QVBoxLayout;

namespace ridgeline::ui {

class CollapsibleSection : public QWidget {
    Q_OBJECT

public:
    explicit CollapsibleSection(const QString& title, QWidget* parent = nullptr);

    /// The layout the section's controls go into.
    QVBoxLayout* contentLayout() const { return contentLayout_; }
    void setExpanded(bool expanded);
    bool isExpanded() const;
    QToolButton* toggleButton() const { return button_; }

private:
    QToolButton* button_;
    QWidget* content_;
    QVBoxLayout* contentLayout_;
};

} // namespace ridgeline::ui
