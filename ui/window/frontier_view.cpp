#include "ui/window/frontier_view.h"

#include "core/base/text_file.h"
#include "core/calibration/measurements.h"
#include "core/charts/frontier_io.h"
#include "core/charts/frontier_measured.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/frontier_chart.h"
#include "ui/document/dialogs.h"
#include "ui/export/save_file.h"
#include "ui/model/problem_text.h"
#include "ui/widgets/flow_layout.h"
#include "ui/window/frontier_worker.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

// What a sweep depends on: the scenario without its name and notes.
Scenario frontierSweptPart(Scenario s) {
    s.name.clear();
    s.annotations.clear();
    return s;
}

} // namespace

FrontierView::FrontierView(QWidget* parent)
    : QWidget(parent)
    , chart_(new FrontierChart(this))
    , worker_(new FrontierWorker(this))
    , tokens_(new QComboBox(this))
    , interactivity_(new QDoubleSpinBox(this))
    , measuredButton_(new QPushButton(tr("&Measured points..."), this))
    , exportButton_(new QPushButton(tr("E&xport..."), this))
    , progress_(new QProgressBar(this))
    , pickLabel_(new QLabel(this)) {
    tokens_->addItem(tr("Output tokens/s per GPU"));
    tokens_->addItem(tr("Total tokens/s per GPU"));
    tokens_->setToolTip(tr("Tokens/s per GPU over the output tokens only, or over prompt and "
                           "output tokens"));
    interactivity_->setRange(0.1, maxFrontierInteractivity);
    interactivity_->setDecimals(1);
    interactivity_->setValue(chart_->interactivity());
    interactivity_->setSuffix(tr(" tokens/s per user"));
    interactivity_->setAccessibleName(tr("Interactivity"));
    interactivity_->setToolTip(
        tr("The speed each user needs (tokens/s per user, 1 / mean time per output token): the "
           "cheapest configurations at or above it are named and marked (allowed: 0.1 to %1)")
            .arg(maxFrontierInteractivity));
    measuredButton_->setToolTip(tr("Lay measured points over the chart: a serving-curves CSV or "
                                   "the result JSON of a vLLM or SGLang serving benchmark"));
    exportButton_->setToolTip(tr("Save the view as PNG or SVG, or its figures as CSV"));
    progress_->setFormat(tr("%v of %m simulations"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    // Room for "512 of 512 simulations" on one line.
    progress_->setMinimumWidth(
        fontMetrics().horizontalAdvance(progress_->format()
                                            .replace(QStringLiteral("%v"), QStringLiteral("000"))
                                            .replace(QStringLiteral("%m"), QStringLiteral("000"))) +
        fontMetrics().horizontalAdvance(QLatin1Char('M')) * 4);
    pickLabel_->setWordWrap(true);
    pickLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The controls wrap in a narrow window; the view asks for no minimum size of its own, so
    // that sharing the charts' place never makes the window wider than the charts need.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    auto* row = new QWidget(this);
    auto* controls = new FlowLayout(row);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(tokens_);
    auto* at = new QLabel(tr("&Interactivity:"), this);
    at->setBuddy(interactivity_);
    controls->addWidget(at);
    controls->addWidget(interactivity_);
    controls->addWidget(measuredButton_);
    controls->addWidget(exportButton_);
    controls->addWidget(progress_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(row);
    layout->addWidget(pickLabel_);
    layout->addWidget(chart_, 1);

    connect(tokens_, &QComboBox::currentIndexChanged, this,
            [this](int index) { chart_->setTotalTokens(index == 1); });
    connect(interactivity_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        chart_->setInteractivity(v);
        updatePick();
    });
    connect(measuredButton_, &QPushButton::clicked, this, &FrontierView::chooseMeasured);
    connect(exportButton_, &QPushButton::clicked, this, &FrontierView::chooseExport);
    connect(worker_, &FrontierWorker::progress, this, [this](int done, int total) {
        progress_->setRange(0, total);
        progress_->setValue(done);
    });
    connect(worker_, &FrontierWorker::finished, this, &FrontierView::showFrontier);
    updatePick();
}

FrontierView::~FrontierView() = default;

Dialogs* FrontierView::dialogs() {
    if (dialogs_)
        return dialogs_;
    if (!ownDialogs_)
        ownDialogs_ = std::make_unique<Dialogs>();
    return ownDialogs_.get();
}

bool FrontierView::sweeping() const {
    return worker_->running();
}

void FrontierView::setScenario(const Scenario& s, const std::vector<std::string>& gpuIds) {
    gpuIds_ = gpuIds;
    measuredGpus_ = std::max(1, s.hardware.count);
    Scenario part = frontierSweptPart(s);
    if (swept_ && *swept_ == part)
        return;
    swept_ = part;
    if (s.workload.mode != Mode::inference) {
        worker_->cancel();
        chart_->setFrontier(Frontier{}, gpuIds_);
        progress_->setRange(0, 1);
        progress_->setValue(0);
        pickLabel_->setText(tr("The frontier is drawn for serving: switch the workload to "
                               "inference."));
        return;
    }
    progress_->setRange(0, 0); // busy until the first run is done
    pickLabel_->setText(tr("Simulating every layout of the compared GPUs over concurrency "
                           "1 to 512..."));
    worker_->start(s, defaultFrontierConcurrency());
}

void FrontierView::showFrontier(const Frontier& f) {
    chart_->setFrontier(f, gpuIds_);
    progress_->setRange(0, std::max(1, f.simulations));
    progress_->setValue(f.simulations);
    ++shown_;
    updatePick();
    Q_EMIT frontierShown();
}

void FrontierView::updatePick() {
    if (worker_->running())
        return;
    const Frontier& f = chart_->frontier();
    if (f.configurations.empty()) {
        if (swept_ && swept_->workload.mode == Mode::inference)
            pickLabel_->setText(tr("No layout of these GPUs holds the model."));
        return;
    }
    const FrontierPick& pick = chart_->pick();
    const double at = chart_->interactivity();
    auto line = [&](const QString& what, const std::optional<FrontierFrontPoint>& p,
                    const std::optional<double> FrontierPoint::*price) {
        if (!p)
            return tr("Cheapest %1 at %2 tokens/s per user or more: none (no priced point is "
                      "that fast).")
                .arg(what, formatValue(at));
        const FrontierConfiguration& c = f.configurations[std::size_t(p->configuration)];
        const FrontierPoint& q = c.points[std::size_t(p->point)];
        return tr("Cheapest %1 at %2 tokens/s per user or more: %3 (%4) at concurrency %5: "
                  "$%6 per 1M output tokens, %7 tokens/s per user, %8 output tokens/s per GPU.")
            .arg(what, formatValue(at), FrontierChart::configurationName(c),
                 QString::fromStdString(c.engine))
            .arg(q.concurrency)
            .arg(formatValue((q.*price).value_or(0)), formatValue(q.interactivityTokensPerS),
                 formatValue(q.perGpuOutputTokensPerS));
    };
    pickLabel_->setText(line(tr("owned"), pick.owned, &FrontierPoint::ownedUsdPerMillion) +
                        QLatin1Char('\n') +
                        line(tr("cloud"), pick.cloud, &FrontierPoint::cloudUsdPerMillion));
}

QString FrontierView::loadMeasured(const QString& path) {
    const Result<std::string> text = readTextFile(path.toStdString(), maxMeasurementBytes);
    Problems problems;
    if (text) {
        const auto points =
            parseMeasuredFrontier(*text, QFileInfo(path).fileName().toStdString(), measuredGpus_);
        if (points) {
            chart_->setMeasured(*points);
            return {};
        }
        problems = points.problems();
    } else {
        problems = text.problems();
    }
    QStringList lines;
    for (const Problem& p : problems)
        lines << problemText(p);
    return lines.join(QLatin1Char('\n'));
}

void FrontierView::chooseMeasured() {
    const QString path = dialogs()->openFileName(
        this, tr("Measured points"), QString(),
        tr("Serving curves or benchmark results (*.csv *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString error = loadMeasured(path);
    if (!error.isEmpty())
        dialogs()->showError(this, tr("The measured points could not be read"), error);
}

QString FrontierView::csvText() const {
    return QString::fromStdString(frontierToCsv(chart_->frontier(), chart_->interactivity()));
}

QString FrontierView::exportTo(const QString& path, ExportFormat format,
                               const ExportOptions& options) {
    if (format == ExportFormat::Csv) {
        const QByteArray bytes = csvText().toUtf8();
        return saveAtomically(path, [&bytes](QIODevice& out) {
            return out.write(bytes) == bytes.size() ? QString() : out.errorString();
        });
    }
    return exportView(*chart_, format, path, options);
}

void FrontierView::chooseExport() {
    const QString path =
        dialogs()->saveFileName(this, tr("Export the frontier"), QStringLiteral("frontier.png"),
                                tr("PNG image (*.png);;SVG image (*.svg);;CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    const std::optional<ExportFormat> format = formatFromName(QFileInfo(path).suffix());
    const QString error = !format || *format == ExportFormat::Pdf
                              ? tr("%1: the file name should end in .png, .svg or .csv").arg(path)
                              : exportTo(path, *format);
    if (!error.isEmpty())
        dialogs()->showError(this, tr("The frontier could not be exported"), error);
}

} // namespace ridgeline::ui
