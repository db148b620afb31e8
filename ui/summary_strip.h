// The key numbers of the primary GPU in one row: speed, latency, memory and cost in inference;
// time, GPU-hours, cost and memory in training. Each item explains itself on hover or click.
#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QHBoxLayout;

namespace ridgeline::ui {

class ScenarioModel;
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

Q_SIGNALS:
    void hovered(const QString& key);
    void activated(const QString& key);
    /// The strip switched between inference and training numbers.
    void modeShown();

private:
    SummaryItem* add(const QString& key, const QString& caption);
    void update();
    void updateInference();
    void updateTraining();

    ScenarioModel* model_;
    QLabel* primary_;
    QHBoxLayout* row_;
    QHash<QString, SummaryItem*> items_;
    QStringList order_;
};

} // namespace ridgeline::ui
