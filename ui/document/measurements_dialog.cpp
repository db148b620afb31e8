#include "ui/document/measurements_dialog.h"

#include "core/base/user_json.h"
#include "ui/export/save_file.h"
#include "ui/model/problem_text.h"
#include "ui/model/scenario_model.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QPushButton>
#include <QScatterSeries>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

QString stdText(const std::string& s) {
    return QString::fromStdString(s);
}

QString metricText(MeasuredMetric m) {
    switch (m) {
    case MeasuredMetric::decodeTokensPerS:
        return MeasurementsDialog::tr("decode tok/s");
    case MeasuredMetric::tpotS:
        return MeasurementsDialog::tr("time per token (s)");
    case MeasuredMetric::ttftS:
        return MeasurementsDialog::tr("time to first token (s)");
    case MeasuredMetric::prefillTokensPerS:
        return MeasurementsDialog::tr("prefill tok/s");
    }
    return {};
}

QString dialogNumber(double v) {
    return QString::number(v, 'g', 4);
}

} // namespace

MeasurementsDialog::MeasurementsDialog(ScenarioModel* model, MeasurementFile file, QString fileName,
                                       QString userCatalogue, QWidget* parent)
    : QDialog(parent)
    , model_(model)
    , file_(std::move(file))
    , fileName_(std::move(fileName))
    , userCatalogue_(std::move(userCatalogue))
    , id_(new QLineEdit(this))
    , start_(new QComboBox(this))
    , gpu_(new QComboBox(this))
    , modelChoice_(new QComboBox(this))
    , chart_(new QChartView(this))
    , table_(new QTableWidget(this))
    , summary_(new QLabel(this))
    , save_(new QPushButton(tr("&Save to User Catalogue"), this)) {
    setWindowTitle(tr("Calibrate from %1").arg(fileName_));
    const Catalogue& cat = model_->catalogue();
    const std::string startId = file_.rows.empty() || file_.rows.front().engine.empty()
                                    ? std::string("generic")
                                    : file_.rows.front().engine;
    for (const EngineProfile& e : cat.engines)
        start_->addItem(stdText(e.name), stdText(e.id));
    start_->setCurrentIndex(std::max(0, start_->findData(stdText(startId))));
    id_->setText(stdText(startId) + QStringLiteral("-mine"));
    gpu_->addItem(tr("As the file says"), QString());
    for (const Gpu& g : cat.gpus)
        gpu_->addItem(stdText(g.name), stdText(g.id));
    modelChoice_->addItem(tr("As the file says"), QString());
    for (const ModelPreset& m : cat.models)
        modelChoice_->addItem(stdText(m.name), stdText(m.id));

    auto* form = new QFormLayout;
    form->addRow(tr("Profile id"), id_);
    form->addRow(tr("Start from"), start_);
    form->addRow(tr("GPU"), gpu_);
    form->addRow(tr("Model"), modelChoice_);
    id_->setToolTip(tr("The engine id the fitted profile is saved under (an existing one is "
                       "replaced)"));
    gpu_->setToolTip(tr("The GPU the measurements ran on, when the file does not name it"));

    chart_->setMinimumSize(420, 300);
    chart_->setRenderHint(QPainter::Antialiasing);
    table_->setColumnCount(6);
    table_->setHorizontalHeaderLabels(
        {tr("Row"), tr("Metric"), tr("Measured"), tr("Before"), tr("Fitted"), tr("Error")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->verticalHeader()->setVisible(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    summary_->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(save_, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString error = save();
        if (error.isEmpty())
            accept();
        else
            summary_->setText(error);
    });

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(chart_, 1);
    layout->addWidget(table_, 1);
    layout->addWidget(summary_);
    layout->addWidget(buttons);
    resize(760, 820);

    for (QComboBox* c : {start_, gpu_, modelChoice_})
        connect(c, &QComboBox::currentIndexChanged, this, &MeasurementsDialog::refit);
    connect(id_, &QLineEdit::textChanged, this,
            [this] { save_->setEnabled(fit_.has_value() && !id_->text().trimmed().isEmpty()); });
    refit();
}

void MeasurementsDialog::refit() {
    CalibrationDefaults d;
    d.gpu = gpu_->currentData().toString().toStdString();
    d.model = modelChoice_->currentData().toString().toStdString();
    d.engine = start_->currentData().toString().toStdString();
    std::vector<Measurement> rows = file_.rows;
    for (Measurement& m : rows)
        m.engine = d.engine;
    const QString id = id_->text().trimmed();
    const Result<Calibration> fit =
        calibrate(rows, model_->catalogue(), d, id.toStdString(), fileName_.toStdString(),
                  QDate::currentDate().toString(QStringLiteral("yyyy-MM")).toStdString());
    if (fit) {
        fit_ = *fit;
    } else {
        fit_.reset();
        QStringList lines;
        for (const Problem& p : fit.problems())
            lines << problemText(p);
        summary_->setText(tr("Cannot fit: %1").arg(lines.join(QStringLiteral("\n"))));
    }
    showFit();
    showChart();
}

void MeasurementsDialog::showFit() {
    save_->setEnabled(fit_.has_value() && !id_->text().trimmed().isEmpty());
    table_->setRowCount(fit_ ? int(fit_->points.size()) : 0);
    if (!fit_)
        return;
    for (int i = 0; i < int(fit_->points.size()); ++i) {
        const CalibrationPoint& p = fit_->points[std::size_t(i)];
        const QStringList cells{stdText(p.label),
                                metricText(p.metric),
                                dialogNumber(p.measured),
                                dialogNumber(p.before),
                                dialogNumber(p.after),
                                tr("%1%").arg(100.0 * (p.after / p.measured - 1.0), 0, 'f', 1)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c >= 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(i, c, item);
        }
    }
    const EngineProfile& e = fit_->profile;
    QString text = tr("Mean error %1% before, %2% after.")
                       .arg(fit_->mapeBeforePercent, 0, 'f', 1)
                       .arg(fit_->mapeAfterPercent, 0, 'f', 1);
    for (const CalibratedSet& set : fit_->sets) {
        const QString constants = tr("memory efficiency %1, compute efficiency %2, %3 ms per step")
                                      .arg(set.fitted.memory, 0, 'f', 3)
                                      .arg(set.fitted.compute, 0, 'f', 3)
                                      .arg(set.fitted.stepOverheadS * 1e3, 0, 'f', 2);
        text += QLatin1Char(' ') + (set.variant.empty()
                                        ? tr("Fitted: %1.").arg(constants)
                                        : tr("Fitted for %1 GPUs: %2.")
                                              .arg(QString::fromStdString(set.variant), constants));
    }
    if (e.decodeSpread)
        text += QLatin1Char(' ') + tr("Decode: 80% of rows within %1-%2\u00d7 the prediction.")
                                       .arg(e.decodeSpread->p10, 0, 'f', 2)
                                       .arg(e.decodeSpread->p90, 0, 'f', 2);
    if (!file_.skipped.empty())
        text += QLatin1Char(' ') + tr("%n row(s) skipped.", nullptr, int(file_.skipped.size()));
    summary_->setText(text);
}

void MeasurementsDialog::showChart() {
    auto* chart = new QChart;
    chart->setTitle(tr("Predicted against measured"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* before = new QScatterSeries;
    before->setName(tr("Before"));
    before->setMarkerSize(9);
    before->setColor(QColor(230, 145, 56));
    auto* after = new QScatterSeries;
    after->setName(tr("Fitted"));
    after->setMarkerSize(9);
    after->setColor(QColor(31, 119, 180));
    auto* identity = new QLineSeries;
    identity->setName(tr("Predicted = measured"));
    identity->setPen(QPen(QColor(128, 128, 128), 1.5, Qt::DashLine));
    double lo = HUGE_VAL, hi = 0;
    if (fit_) {
        for (const CalibrationPoint& p : fit_->points) {
            if (!(p.measured > 0 && p.before > 0 && p.after > 0))
                continue;
            before->append(p.measured, p.before);
            after->append(p.measured, p.after);
            lo = std::min({lo, p.measured, p.before, p.after});
            hi = std::max({hi, p.measured, p.before, p.after});
        }
    }
    if (!(hi > 0)) {
        lo = 1;
        hi = 10;
    }
    lo /= 1.5;
    hi *= 1.5;
    identity->append(lo, lo);
    identity->append(hi, hi);
    chart->addSeries(identity);
    chart->addSeries(before);
    chart->addSeries(after);
    // Base 2 gives labels every doubling over a narrow span; decades over a wide one.
    const double base = hi / lo < 200 ? 2.0 : 10.0;
    auto axis = [base, lo, hi](const QString& title) {
        auto* a = new QLogValueAxis;
        a->setTitleText(title);
        a->setBase(base);
        a->setLabelFormat(QStringLiteral("%.3g"));
        a->setMinorTickCount(base > 2 ? 8 : 0);
        a->setRange(lo, hi);
        return a;
    };
    QLogValueAxis* x = axis(tr("Measured"));
    QLogValueAxis* y = axis(tr("Predicted"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    QChart* old = chart_->chart();
    chart_->setChart(chart);
    delete old;
}

QString MeasurementsDialog::save() {
    if (!fit_)
        return tr("Nothing fitted to save.");
    EngineProfile profile = fit_->profile;
    profile.id = id_->text().trimmed().toStdString();
    if (profile.id.empty())
        return tr("The profile needs an id.");
    std::string existing;
    QFile current(userCatalogue_);
    if (current.exists()) {
        if (!current.open(QIODevice::ReadOnly) || current.size() > qint64(maxCatalogueBytes))
            return tr("Cannot read %1.").arg(userCatalogue_);
        existing = current.readAll().toStdString();
    }
    const Result<std::string> text =
        userCatalogueWithEngine(existing, profile, userCatalogue_.toStdString());
    if (!text)
        return problemText(text.problems().front());
    QDir().mkpath(QFileInfo(userCatalogue_).absolutePath());
    const QByteArray bytes = QByteArray::fromStdString(*text);
    const QString error = saveAtomically(userCatalogue_, [&bytes](QIODevice& device) {
        return device.write(bytes) == bytes.size() ? QString() : device.errorString();
    });
    if (!error.isEmpty())
        return error;
    model_->addEngine(profile);
    return {};
}

} // namespace ridgeline::ui
