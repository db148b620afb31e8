// The key numbers of the primary GPU in one row: speed, latency, memory and cost in inference;
// time, GPU-hours, cost and memory in training. Each item explains itself on hover or click.
#pragma once

#include "core/evaluation/results.h"
#include "core/serving/serving_curve.h"
#include "ui/ridge_words.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QLabel;

namespace ridgeline::ui {

class ScenarioModel;
class FlowLayout;
class SummaryItem;

class SummaryStrip : public QWidget {
    Q_OBJECT

public:
    explicit SummaryStrip(ScenarioModel* model, QWidget* parent = nullptr);

    /// The item showing `key` ("tokens-per-s", "ttft", ...), or null.
    SummaryItem* item(const QString& key) const { return items_.value(key); }
    /// Keys of the items shown in the current mode, left to right.
    QStringList visibleKeys() const;
    void setSelectedKey(const QString& key);
    /// Shows the pinned scenario "A" beside the current one: `pinned` (copied; null removes it)
    /// are A's primary results, `description` names A's GPU and model. Values are compared only
    /// while A and the current scenario are in the same mode.
    void setPinned(const Results* pinned, const QString& description = {});
    bool hasPinned() const { return pinned_.has_value(); }
    /// Rows the items take: they wrap when one row is too narrow for all of them.
    int rowCount() const;
    /// Conceals every tile behind "?" (View > Predict First), each until it is clicked; false
    /// shows them all.
    void setConcealed(bool concealed);
    /// Shows only the headline tiles (speed, latency, memory, cost at the cost basis, the
    /// verdict; in training time, GPU-hours, cost, memory, MFU and the verdict): the split view
    /// puts two strips side by side, each half as wide. False shows every tile again.
    void setCompact(bool compact);
    bool compact() const { return compact_; }

Q_SIGNALS:
    void hovered(const QString& key);
    void activated(const QString& key);
    /// The strip switched between inference and training numbers.
    void modeShown();

private:
    /// One shown number: its text, detail line, warning flag and the value compared with A
    /// (NaN: not comparable).
    struct Figure {
        QString value;
        QString detail;
        bool warning = false;
        double number = 0;
    };

    SummaryItem* add(const QString& key, const QString& caption);
    /// Fills the tiles from the model's results (and A's, when pinned). Not named update(): that
    /// would hide QWidget::update, which only repaints.
    void showFigures();
    /// `curve` (may be null): the serving curve whose capacity the strip shows.
    QHash<QString, Figure> figures(const Results& r, bool training, bool cloud,
                                   const ServingCurve* curve) const;
    void servingFigures(const Results& r, const ServingCurve* curve,
                        QHash<QString, Figure>& out) const;
    /// `pass` names the ridge the verdict was taken on ("I 1 ≤ decode ridge 145").
    Figure verdict(Bound bound, double intensity, double ridge, double commS,
                   ridge::Pass pass) const;

    ScenarioModel* model_;
    QLabel* primary_;
    FlowLayout* row_;
    QHash<QString, SummaryItem*> items_;
    QStringList order_;
    std::optional<Results> pinned_;
    QString pinnedDescription_;
    bool compact_ = false;
};

} // namespace ridgeline::ui
