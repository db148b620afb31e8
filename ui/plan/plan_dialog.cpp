#include "ui/plan/plan_dialog.h"

#include "core/files/validate.h"
#include "core/scenario/scenario_field_table.h"
#include "ui/document/state_editor.h"
#include "ui/export/chart_export.h"
#include "ui/model/problem_text.h"
#include "ui/model/scenario_model.h"
#include "ui/model/scenario_state.h"
#include "ui/panels/bound_controls.h"
#include "ui/plan/plan_chart.h"
#include "ui/plan_words.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace ridgeline::ui {

namespace {

constexpr int shownPlans = 50;

// A box over a requirement of the scenario (core/scenario/scenario_field_table.h), every value the
// core allows shown in `unit`s (86400: seconds shown as days). With `none` its least value, 0,
// means "no limit".
QDoubleSpinBox* spin(const FieldLimit& limit, double unit, int decimals, const QString& suffix,
                     const QString& none = {}) {
    auto* s = new QDoubleSpinBox;
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    limitTo(s, FieldControl{limit, unit}, none);
    return s;
}

QSpinBox* wholeSpin(const FieldLimit& limit) {
    auto* s = new QSpinBox;
    limitTo(s, FieldControl{limit});
    return s;
}

std::optional<double> limitOf(const QDoubleSpinBox* s, double scale = 1.0) {
    return s->value() > s->minimum() ? std::optional<double>(s->value() * scale) : std::nullopt;
}

// Digits in the window's locale, as the plan's reasons (plan_words.cpp) and ui/units.h write them.
QString money(double v) {
    return QStringLiteral("$%1").arg(QLocale().toString(v, 'f', v >= 100 ? 0 : 3));
}

QString secondsText(double s) {
    return s < 1 ? QStringLiteral("%1 ms").arg(QLocale().toString(s * 1e3, 'f', 1))
                 : QStringLiteral("%1 s").arg(QLocale().toString(s, 'f', 2));
}

// The engine and the option in force: "vllm + speculative decoding".
QString engineText(const Plan& p) {
    const QString engine = QString::fromStdString(p.scenario.workload.engine);
    const Workload& w = p.scenario.workload;
    if (w.speculative)
        return PlanDialog::tr("%1 + speculative decoding").arg(engine);
    if (w.offload)
        return PlanDialog::tr("%1 + host offload").arg(engine);
    if (p.scenario.hardware.prefillPool)
        return PlanDialog::tr("%1 + prefill pool").arg(engine);
    return engine;
}

} // namespace

PlanDialog::PlanDialog(StateEditor* editor, QWidget* parent)
    : QDialog(parent)
    , editor_(editor)
    , model_(editor->model()) {
    setWindowTitle(tr("Plan: what to buy or rent"));
    setObjectName(QStringLiteral("planDialog"));

    serving_ = new QGroupBox(tr("Serving requirements"));
    auto* sf = new QFormLayout(serving_);
    rate_ = spin(fieldLimit("requirements.requests_per_s"), 1, 4, tr(" requests/s"));
    prompt_ = wholeSpin(fieldLimit("requirements.prompt_tokens"));
    output_ = wholeSpin(fieldLimit("requirements.output_tokens"));
    ttft_ = spin(fieldLimit("requirements.ttft_s"), 1, 2, tr(" s"), tr("no limit"));
    tpot_ = spin(fieldLimit("requirements.tpot_s"), 1e-3, 1, tr(" ms"), tr("no limit"));
    latency_ = spin(fieldLimit("requirements.latency_s"), 1, 2, tr(" s"), tr("no limit"));
    percentile_ = spin(fieldLimit("requirements.percentile"), 1, 1, QString());
    ceiling_ = spin(fieldLimit("requirements.max_usd_per_million_tokens"), 1, 3, tr(" $/1M tokens"),
                    tr("no limit"));
    budget_ = spin(fieldLimit("requirements.budget_usd"), 1, 0, tr(" $"), tr("no limit"));
    sf->addRow(tr("Load"), rate_);
    sf->addRow(tr("Prompt tokens"), prompt_);
    sf->addRow(tr("Output tokens"), output_);
    sf->addRow(tr("First token within"), ttft_);
    sf->addRow(tr("Time per token within"), tpot_);
    sf->addRow(tr("Answer within"), latency_);
    sf->addRow(tr("Percentile"), percentile_);
    sf->addRow(tr("Cost ceiling"), ceiling_);
    sf->addRow(tr("Budget (buy, or a month's rent)"), budget_);
    allowSpeculative_ = new QCheckBox(tr("Try speculative decoding"));
    allowSpeculative_->setObjectName(QStringLiteral("allowSpeculative"));
    allowSpeculative_->setToolTip(tr("Also size every configuration with a draft model of the "
                                     "same family (or an MTP or EAGLE head); kept where it is "
                                     "cheaper or meets a limit plain decode misses."));
    allowOffload_ = new QCheckBox(tr("Try offload to host memory"));
    allowOffload_->setObjectName(QStringLiteral("allowOffload"));
    allowOffload_->setToolTip(tr("A single GPU whose weights do not fit keeps the most layers "
                                 "it can hold and the rest in host memory (llama.cpp). Slow: "
                                 "only a light load."));
    allowDisaggregated_ = new QCheckBox(tr("Try a prefill pool (disaggregated)"));
    allowDisaggregated_->setObjectName(QStringLiteral("allowDisaggregated"));
    allowDisaggregated_->setToolTip(tr("With a first-token limit: split the cheapest plans into "
                                       "GPUs that only prefill and GPUs that only decode; kept "
                                       "when cheaper than co-located serving."));
    // The options span the form's width: their labels are longer than its field column.
    sf->addRow(new QLabel(tr("Options")));
    sf->addRow(allowSpeculative_);
    sf->addRow(allowOffload_);
    sf->addRow(allowDisaggregated_);

    training_ = new QGroupBox(tr("Training requirements"));
    auto* tf = new QFormLayout(training_);
    tokens_ = spin(fieldLimit("requirements.tokens"), 1e9, 3, tr(" billion tokens"));
    deadlineDays_ =
        spin(fieldLimit("requirements.deadline_s"), 86400, 1, tr(" days"), tr("no deadline"));
    trainingBudget_ = spin(fieldLimit("requirements.budget_usd"), 1, 0, tr(" $"), tr("no limit"));
    tf->addRow(tr("Tokens"), tokens_);
    tf->addRow(tr("Deadline"), deadlineDays_);
    tf->addRow(tr("Budget for the run"), trainingBudget_);

    auto* common = new QGroupBox(tr("Search"));
    auto* cf = new QFormLayout(common);
    pricing_ = new QComboBox;
    pricing_->addItem(tr("Cloud (rented GPU-hours)"), int(Pricing::cloud));
    pricing_->addItem(tr("Owned (bought hardware)"), int(Pricing::owned));
    maxGpus_ = wholeSpin(fieldLimit("requirements.max_gpus"));
    singleNode_ = new QCheckBox(tr("One node only"));
    meetAtP90_ = new QCheckBox(tr("Meet the limits at P90 of the range"));
    meetAtP90_->setObjectName(QStringLiteral("meetAtP90"));
    meetAtP90_->setToolTip(tr("Keep only plans that meet every limit even at the slow end of "
                              "their P10-P90 prediction range, not only at the prediction."));
    cf->addRow(tr("Pricing"), pricing_);
    cf->addRow(tr("Most GPUs"), maxGpus_);
    // Spanning the form: "Grenzen beim P90 der Spanne einhalten" is wider than the field column.
    cf->addRow(singleNode_);
    cf->addRow(meetAtP90_);
    auto* run = new QPushButton(tr("&Search"));
    run->setObjectName(QStringLiteral("searchButton"));
    connect(run, &QPushButton::clicked, this, &PlanDialog::search);

    problems_ = new QLabel;
    problems_->setWordWrap(true);
    problems_->setStyleSheet(QStringLiteral("color: #c0392b"));
    problems_->hide();

    auto* inputs = new QVBoxLayout;
    inputs->addWidget(serving_);
    inputs->addWidget(training_);
    inputs->addWidget(common);
    inputs->addWidget(run);
    inputs->addWidget(problems_);
    assumptions_ = new QLabel;
    assumptions_->setObjectName(QStringLiteral("assumptions"));
    assumptions_->setWordWrap(true);
    assumptions_->setForegroundRole(QPalette::PlaceholderText);
    // The paragraph scrolls rather than squeezing the form above it when the dialog is short.
    auto* assumptionsArea = new QScrollArea;
    assumptionsArea->setWidget(assumptions_);
    assumptionsArea->setWidgetResizable(true);
    assumptionsArea->setFrameShape(QFrame::NoFrame);
    assumptionsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    assumptions_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    inputs->addWidget(assumptionsArea, 1);
    auto* inputsBox = new QWidget;
    inputsBox->setLayout(inputs);
    // Wide enough for the longest form label whole, beside its field: "Budget (Kauf oder eine
    // Monatsmiete)" in German.
    inputsBox->setMaximumWidth(480);

    table_ = new QTableWidget;
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->setMinimumHeight(160);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &PlanDialog::showSelected);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this] { openSelected(); });
    why_ = new QLabel;
    why_->setObjectName(QStringLiteral("planWhy"));
    why_->setWordWrap(true);
    rejected_ = new QLabel;
    rejected_->setWordWrap(true);
    chart_ = new PlanChart(model_->state().scenario.workload.mode);
    chart_->setMinimumHeight(260);

    open_ = new QPushButton(tr("&Open in explorer"));
    open_->setEnabled(false);
    connect(open_, &QPushButton::clicked, this, &PlanDialog::openSelected);
    servingButton_ = new QPushButton(tr("&Serving curve"));
    servingButton_->setToolTip(
        tr("Open the selected plan in the explorer with its serving chart: first token, time per "
           "token and throughput against the request rate, simulated, with the limits and the "
           "capacity marked"));
    servingButton_->setEnabled(false);
    connect(servingButton_, &QPushButton::clicked, this, &PlanDialog::openSelectedServing);
    frontierButton_ = new QPushButton(tr("&Frontier"));
    frontierButton_->setToolTip(tr("Open the selected plan in the explorer with the frontier "
                                   "view: tokens/s per GPU against tokens/s per user"));
    frontierButton_->setEnabled(false);
    connect(frontierButton_, &QPushButton::clicked, this, &PlanDialog::openSelectedFrontier);
    // The same two on the plan's row.
    auto* openAction = new QAction(open_->text(), table_);
    connect(openAction, &QAction::triggered, this, &PlanDialog::openSelected);
    auto* servingAction = new QAction(servingButton_->text(), table_);
    servingAction->setObjectName(QStringLiteral("servingCurveAction"));
    connect(servingAction, &QAction::triggered, this, &PlanDialog::openSelectedServing);
    table_->addAction(openAction);
    table_->addAction(servingAction);
    table_->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* exportButton = new QPushButton(tr("&Export chart..."));
    connect(exportButton, &QPushButton::clicked, this, &PlanDialog::exportChart);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(open_, QDialogButtonBox::ActionRole);
    buttons->addButton(servingButton_, QDialogButtonBox::ActionRole);
    buttons->addButton(frontierButton_, QDialogButtonBox::ActionRole);
    buttons->addButton(exportButton, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* results = new QVBoxLayout;
    results->addWidget(table_, 2);
    results->addWidget(why_);
    results->addWidget(rejected_);
    results->addWidget(chart_, 3);

    auto* body = new QHBoxLayout;
    body->addWidget(inputsBox);
    body->addLayout(results, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);

    loadInputs(model_->state().scenario);
    resize(1200, 860);
}

void PlanDialog::loadInputs(const Scenario& s) {
    mode_ = s.workload.mode;
    serving_->setVisible(mode_ == Mode::inference);
    training_->setVisible(mode_ == Mode::training);
    servingButton_->setVisible(mode_ == Mode::inference);
    frontierButton_->setVisible(mode_ == Mode::inference);
    const Requirements q = s.requirements.value_or(Requirements{});
    const std::int64_t output = q.outputTokens.value_or(s.workload.outputTokens);
    rate_->setValue(q.requestsPerS ? *q.requestsPerS
                    : q.tokensPerS ? *q.tokensPerS / double(std::max<std::int64_t>(1, output))
                                   : 1.0);
    prompt_->setValue(int(q.promptTokens.value_or(s.workload.promptTokens)));
    output_->setValue(int(std::max<std::int64_t>(1, output)));
    ttft_->setValue(q.ttftS.value_or(0));
    tpot_->setValue(q.tpotS ? *q.tpotS * 1e3 : 0);
    latency_->setValue(q.latencyS.value_or(0));
    percentile_->setValue(q.percentile);
    ceiling_->setValue(q.maxUsdPerMillionTokens.value_or(0));
    budget_->setValue(mode_ == Mode::inference ? q.budgetUsd.value_or(0) : 0);
    tokens_->setValue(q.tokens.value_or(s.workload.tokens) / 1e9);
    const std::optional<double> deadline = q.deadlineS ? q.deadlineS : s.workload.deadlineS;
    deadlineDays_->setValue(deadline ? *deadline / 86400.0 : 0);
    trainingBudget_->setValue(mode_ == Mode::training ? q.budgetUsd.value_or(0) : 0);
    pricing_->setCurrentIndex(q.pricing == Pricing::owned ? 1 : 0);
    maxGpus_->setValue(q.maxGpus.value_or(defaultPlanMaxGpus));
    singleNode_->setChecked(q.singleNode);
    meetAtP90_->setChecked(q.meetAtP90);
    allowSpeculative_->setChecked(q.allowSpeculative);
    allowOffload_->setChecked(q.allowOffload);
    allowDisaggregated_->setChecked(q.allowDisaggregated);
}

Requirements PlanDialog::requirementsFromInputs() const {
    Requirements q = model_->state().scenario.requirements.value_or(Requirements{});
    q.pricing = Pricing(pricing_->currentData().toInt());
    q.maxGpus = maxGpus_->value();
    q.singleNode = singleNode_->isChecked();
    q.meetAtP90 = meetAtP90_->isChecked();
    if (mode_ == Mode::training) {
        q.tokens = tokens_->value() * 1e9;
        q.deadlineS = limitOf(deadlineDays_, 86400.0);
        q.budgetUsd = limitOf(trainingBudget_);
        return q;
    }
    q.allowSpeculative = allowSpeculative_->isChecked();
    q.allowOffload = allowOffload_->isChecked();
    q.allowDisaggregated = allowDisaggregated_->isChecked();
    q.requestsPerS = rate_->value() > 0 ? std::optional<double>(rate_->value()) : std::nullopt;
    q.tokensPerS.reset();
    q.promptTokens = prompt_->value();
    q.outputTokens = output_->value();
    q.ttftS = limitOf(ttft_);
    q.tpotS = limitOf(tpot_, 1e-3);
    q.latencyS = limitOf(latency_);
    q.percentile = percentile_->value();
    q.maxUsdPerMillionTokens = limitOf(ceiling_);
    q.budgetUsd = limitOf(budget_);
    return q;
}

void PlanDialog::search() {
    const Requirements q = requirementsFromInputs();
    Scenario s = model_->state().scenario;
    s.requirements = q;
    Problems problems = validate(s);
    if (problems.empty())
        problems = planProblems(s, model_->catalogue());
    if (!problems.empty()) {
        QStringList lines;
        for (const Problem& p : problems)
            lines << problemText(p);
        problems_->setText(lines.join(QLatin1Char('\n')));
        problems_->show();
        return;
    }
    problems_->hide();
    // The requirements belong to the scenario: saved with it, one undo step when they change.
    if (model_->state().scenario.requirements != q)
        editor_->change(tr("Set requirements"),
                        [&q](ScenarioState& state) { state.scenario.requirements = q; });
    result_ = plan(s, model_->catalogue());
    showResult();
}

void PlanDialog::showResult() {
    const bool training = result_.mode == Mode::training;
    const int percentile = int(std::lround(percentile_->value()));
    QStringList headers =
        training ? QStringList{tr("#"),      tr("GPU"),         tr("GPUs"), tr("TP"),
                               tr("PP"),     tr("Micro-batch"), tr("ZeRO"), tr("Recompute"),
                               tr("Engine"), tr("Run cost"),    tr("Days")}
                 : QStringList{tr("#"),
                               tr("GPU"),
                               tr("GPUs"),
                               tr("TP"),
                               tr("Batch"),
                               tr("Weights"),
                               tr("Compute"),
                               tr("KV"),
                               tr("Engine"),
                               tr("$/1M tokens"),
                               tr("$/hour"),
                               tr("$/month"),
                               tr("TTFT p%1").arg(percentile),
                               tr("TPOT p%1").arg(percentile),
                               tr("Latency p%1").arg(percentile)};
    // Plans that meet the limits only at the optimistic end of their P10-P90 ranges.
    headers << tr("Risk");
    table_->clear();
    table_->setColumnCount(int(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    const int rows = std::min<int>(shownPlans, int(result_.plans.size()));
    table_->setRowCount(rows);
    for (int i = 0; i < rows; ++i) {
        const Plan& p = result_.plans[std::size_t(i)];
        const Workload& w = p.scenario.workload;
        auto text = [](const std::string& s) { return QString::fromStdString(s); };
        QStringList cells{QString::number(i + 1), text(p.scenario.hardware.gpu.name),
                          QString::number(p.gpus()), QString::number(w.tensorParallel)};
        if (training)
            cells << QString::number(w.pipelineParallel) << QString::number(w.microBatch)
                  << QString::number(w.zeroStage)
                  << (w.recompute == Recompute::none        ? tr("none")
                      : w.recompute == Recompute::selective ? tr("selective")
                                                            : tr("full"))
                  << text(w.engine) << money(p.cost)
                  << QLocale().toString(p.results.training.timeS / 86400.0, 'f', 1);
        else
            cells << QString::number(w.batch) << text(w.weightFormat.name)
                  << text(std::string(computeTypeName(w.computeFormat))) << text(w.kvFormat.name)
                  << engineText(p) << money(p.cost) << money(p.usdPerHour) << money(p.usdPerMonth())
                  << secondsText(p.load->ttftAtPercentileS)
                  << secondsText(p.load->tpotAtPercentileS)
                  << secondsText(p.load->latencyAtPercentileS);
        cells << (p.riskData.empty() ? QString() : tr("at risk"));
        const QString tip = planWhyWords(p) + riskText(p);
        for (int c = 0; c < int(cells.size()); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(tip);
            // Left: the GPU, the engine (column 8 in both modes), training's recompute.
            if (c != 1 && c != 8 && !(training && c == 7) && c != int(cells.size()) - 1)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(i, c, item);
        }
    }
    table_->resizeColumnsToContents();

    QStringList reasons;
    if (result_.sameAsListed > 0)
        reasons << tr("%n with the same numbers as a listed plan (another engine)", nullptr,
                      result_.sameAsListed);
    for (int i = 0; i < rejectReasonCount; ++i)
        if (int n = result_.rejected[std::size_t(i)]; n > 0)
            reasons << tr("%1: %2").arg(rejectReasonWords(RejectReason(i))).arg(n);
    rejected_->setText(
        tr("%1 configurations searched, %2 plans meet every limit. Turned down: %3.")
            .arg(result_.configurations)
            .arg(result_.plans.size())
            .arg(reasons.isEmpty() ? tr("none") : reasons.join(QStringLiteral("; "))));
    // The model behind the numbers (Little's law, the queue, the pricing), shown with them.
    assumptions_->setText(planAssumptionsWords(result_.assumptionsData));
    if (result_.plans.empty())
        why_->setText(tr("No configuration meets the requirements: see the reasons below."));
    open_->setEnabled(false);
    servingButton_->setEnabled(false);
    frontierButton_->setEnabled(false);
    if (rows > 0)
        table_->selectRow(0);
    else
        chart_->setPlan(result_, -1);
}

QString PlanDialog::riskText(const Plan& p) {
    if (p.riskData.empty())
        return {};
    QStringList risks;
    for (const PlanRisk& r : p.riskData)
        risks << planRiskWords(r);
    return QLatin1Char('\n') +
           tr("At risk: it meets the limits only at the optimistic end of its P10-P90 range: %1.")
               .arg(risks.join(QStringLiteral("; ")));
}

void PlanDialog::showSelected() {
    const QList<QTableWidgetItem*> selected = table_->selectedItems();
    const int row = selected.isEmpty() ? -1 : selected.front()->row();
    open_->setEnabled(row >= 0);
    // Training plans have no serving curve.
    servingButton_->setEnabled(row >= 0 && mode_ == Mode::inference);
    frontierButton_->setEnabled(row >= 0 && mode_ == Mode::inference);
    if (row >= 0)
        why_->setText(planWhyWords(result_.plans[std::size_t(row)]) +
                      riskText(result_.plans[std::size_t(row)]));
    chart_->setPlan(result_, row);
}

void PlanDialog::openSelected() {
    const QList<QTableWidgetItem*> selected = table_->selectedItems();
    if (selected.isEmpty())
        return;
    const Plan& p = result_.plans[std::size_t(selected.front()->row())];
    const Catalogue& cat = model_->catalogue();
    const bool owned =
        p.scenario.requirements && p.scenario.requirements->pricing == Pricing::owned;
    editor_->change(tr("Open plan %1").arg(selected.front()->row() + 1), [&](ScenarioState& state) {
        state = stateFromScenario(p.scenario, cat);
        state.costBasis = owned ? CostBasis::owned : CostBasis::cloud;
    });
    accept();
}

void PlanDialog::openSelectedServing() {
    if (mode_ != Mode::inference || table_->selectedItems().isEmpty())
        return;
    servingRequested_ = true;
    openSelected();
}

void PlanDialog::openSelectedFrontier() {
    frontierRequested_ = mode_ == Mode::inference && !table_->selectedItems().isEmpty();
    if (frontierRequested_)
        openSelected();
}

void PlanDialog::exportChart() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the plan chart"), QStringLiteral("plan.png"),
        tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    const std::optional<ExportFormat> format = formatFromName(QFileInfo(path).suffix());
    const QString error = exportView(*chart_, format.value_or(ExportFormat::Png), path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export"), error);
}

} // namespace ridgeline::ui
