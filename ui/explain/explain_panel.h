// Shows how a number is computed: the formula, then the same formula with this scenario's
// values. Follows the mouse (summary items, chart points); a click keeps a number selected, and
// the panel returns to it when the mouse moves on. Refreshes when the results change: at once
// for the first change, then at most every 100 ms while changes keep coming (a slider drag),
// so that laying out its text never holds up the charts; the last change is always shown.
// Step by step (for a class): the derivation appears one line at a time, Next showing the next,
// and the panel stays on the selected number while the mouse moves.
#pragma once

#include "ui/explain/explanation.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QTextBrowser;
class QLabel;
class QToolButton;

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
    /// The explanation of the current key for the results as they are now.
    const Explanation& current();
    /// The text shown, plain (tests, copy); a refresh that is waiting is shown first.
    QString text();
    /// Shows a refresh that is waiting now (screenshots and exports take the panel as it will
    /// read, not as it read up to 100 ms ago).
    void flush();
    /// A refresh is waiting to be shown (the view still shows the text before it).
    bool waiting() const { return stale_ || !pendingHtml_.isEmpty(); }

    /// Shows the derivation one line at a time (the title first, no line), or all of it.
    void setStepByStep(bool on);
    bool stepByStep() const { return stepping_; }
    /// Shows one more line (the note after the last); false when everything is shown.
    bool revealNext();
    /// The lines shown of current().lines: all of them unless stepping.
    int revealedLines() const;
    QToolButton* stepButton() const { return stepButton_; }
    QToolButton* nextButton() const { return nextButton_; }

private:
    /// Explains the current key again; the text is shown at once when `now`, else within the
    /// refresh interval (and explained only then: results can change many times in it).
    void refresh(bool now);
    /// Explains a refresh that waits for the interval now.
    void catchUp();
    /// Shows `title` in the header row and `html` below it.
    void showHtml(const QString& title, const QString& html, bool now);
    void showPending() const;
    /// Enables Next and shows "2 of 7" beside it.
    void updateStepControls();

    ScenarioModel* model_;
    QTextBrowser* view_;
    QLabel* title_;
    QToolButton* stepButton_;
    QToolButton* nextButton_;
    bool stepping_ = false;
    int revealed_ = 0; ///< lines shown while stepping; the note shows after the last
    QString key_;
    int gpu_ = -1;
    QString selectedKey_;
    int selectedGpu_ = -1;
    Explanation current_;
    /// Results changed within the refresh interval and are not explained yet (refresh()).
    bool stale_ = false;
    mutable QString html_; ///< what the view shows
    mutable QString pendingHtml_;
    mutable QString titleHtml_; ///< what the header shows
    mutable QString pendingTitle_;
    mutable QElapsedTimer lastShown_;
    QTimer pending_;
};

} // namespace ridgeline::ui
