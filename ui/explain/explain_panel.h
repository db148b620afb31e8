// Shows how a number is computed: the formula, then the same formula with this scenario's
// values. Follows the mouse (summary items, chart points); a click keeps a number selected, and
// the panel returns to it when the mouse moves on. Refreshes when the results change.
#pragma once

#include "ui/explain/explanation.h"

#include <QWidget>

class QTextBrowser;

namespace ridgeline::ui {

class ScenarioModel;

class ExplainPanel : public QWidget {
    Q_OBJECT

public:
    explicit ExplainPanel(ScenarioModel* model, QWidget* parent = nullptr);

    /// Explains `key` for GPU choice `gpuIndex` (-1: the primary) until the next hover.
    void showKey(const QString& key, int gpuIndex = -1);
    /// Makes `key` the selected number the panel returns to.
    void select(const QString& key, int gpuIndex = -1);
    /// Returns to the selected number.
    void showSelected();

    QString currentKey() const { return key_; }
    const Explanation& current() const { return current_; }
    /// The text shown, plain (tests, copy).
    QString text() const;

private:
    void refresh();
    void showHtml(const QString& html);

    ScenarioModel* model_;
    QTextBrowser* view_;
    QString key_;
    int gpu_ = -1;
    QString selectedKey_;
    int selectedGpu_ = -1;
    Explanation current_;
    QString html_; ///< what the view shows
};

} // namespace ridgeline::ui
