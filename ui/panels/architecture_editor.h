// The model's architecture, field by field (layers, widths, heads, experts). Editing a field
// keeps the preset the shape started from and drops any exact parameter count.
#pragma once

#include "core/hardware/architecture.h"
#include "core/scenario/field_limits.h"
#include "ui/widgets/collapsible_section.h"

class QCheckBox;
class QSpinBox;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;

class ArchitectureEditor : public CollapsibleSection {
    Q_OBJECT

public:
    explicit ArchitectureEditor(StateEditor* editor, QWidget* parent = nullptr);

private:
    QSpinBox* addField(const QString& label, const QString& tip, const FieldLimit& limit,
                       int Architecture::*field);
    void sync();

    ScenarioModel* model_;
    StateEditor* editor_;
    QList<std::pair<QSpinBox*, int Architecture::*>> fields_;
    QCheckBox* gqa_;
    QCheckBox* gated_;
};

} // namespace ridgeline::ui
