// Chart exports (PNG, SVG, PDF, CSV, clipboard) and the PDF report: files that decode at the
// requested size, text kept as text, the core's numbers in the CSV, the report's pages, and
// failures that name the file and leave what was there untouched.
#include "csv_rows.h"

#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/files/scenario_io.h"
#include "core/physics/physics.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/export/chart_export.h"
#include "ui/export/report.h"
#include "ui/export/report_html.h"

#include <QChart>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <memory>
#include <unistd.h>

using namespace ridgeline;
using namespace ridgeline::ui;
using ridgeline::test::csvRows;

namespace {

constexpr double csvTolerance = 1e-6;

bool near(double a, double b, double tolerance = csvTolerance) {
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Every piece of text the SVG draws; empty and `ok` false when it is not well-formed XML.
QString svgText(const QByteArray& svg, bool& ok) {
    QXmlStreamReader xml(svg);
    QString text;
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            ++depth;
        else if (xml.isEndElement() && xml.name() == QLatin1String("text"))
            --depth, text += QLatin1Char('\n');
        else if (xml.isCharacters() && depth > 0)
            text += xml.text();
    }
    ok = !xml.hasError();
    return text;
}

int pdfPages(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return int(QString::fromLatin1(pdf).count(page));
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

    Catalogue cat_;
    Scenario scenario_;
    std::vector<GpuChoice> choices_;
    ChartData data_;
    std::vector<std::unique_ptr<ChartView>> charts_;
    QTemporaryDir dir_;

    GpuChoice choice(const char* id, int count = 1, int tp = 1) const {
        const Gpu* g = cat_.gpu(id);
        return {g ? *g : Gpu{}, count, tp};
    }
    ChartView& view(int index) { return *charts_[std::size_t(index)]; }
    /// In the temporary folder, or in $RIDGELINE_EXPORT_KEEP to look at the files afterwards.
    QString file(const QString& name) const {
        const QString keep = qEnvironmentVariable("RIDGELINE_EXPORT_KEEP");
        return keep.isEmpty() ? dir_.filePath(name) : QDir(keep).filePath(name);
    }
    ReportInput reportInput(bool withCharts) {
        ReportInput in{scenario_, cat_, data_, choices_, 0, {}, QStringLiteral("0.1.0")};
        if (withCharts)
            for (const auto& c : charts_)
                in.charts << c.get();
        return in;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        auto cat = builtinCatalogue();
        QVERIFY(cat.ok());
        cat_ = cat.value();
        scenario_ = defaultScenario(cat_);
        scenario_.name = "Llama-2-7B chat service";
        scenario_.workload.batch = 32;
        QVERIFY(cat_.gpu("h100-sxm") && cat_.gpu("a100-sxm-80gb") && cat_.gpu("rtx-4090"));
        choices_ = {choice("rtx-4090"), choice("h100-sxm"), choice("a100-sxm-80gb", 2, 2)};
        data_ = buildChartData(scenario_, choices_);
        charts_.push_back(std::make_unique<RooflineChart>());
        charts_.push_back(std::make_unique<MemoryChart>());
        charts_.push_back(std::make_unique<KvCacheChart>());
        charts_.push_back(std::make_unique<CostChart>());
        for (const auto& c : charts_) {
            c->resize(900, 560);
            c->setData(data_, scenario_);
        }
    }

    void names() {
        QCOMPARE(chartBaseName(RooflineIndex), QStringLiteral("roofline"));
        QCOMPARE(chartBaseName(MemoryIndex), QStringLiteral("memory"));
        QCOMPARE(chartBaseName(KvCacheIndex), QStringLiteral("kv-cache"));
        QCOMPARE(chartBaseName(CostIndex), QStringLiteral("cost"));
        QCOMPARE(chartBaseName(ScalingIndex), QStringLiteral("scaling"));
        QCOMPARE(chartBaseName(TimeCostIndex), QStringLiteral("time-cost"));
        QVERIFY(chartBaseName(chartKindCount).isEmpty());
        QCOMPARE(formatFromName(QStringLiteral(" SVG")), std::optional(ExportFormat::Svg));
        QCOMPARE(formatFromName(QStringLiteral("jpeg")), std::nullopt);
        for (ExportFormat f :
             {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv})
            QCOMPARE(formatFromName(formatExtension(f)), std::optional(f));
    }

    void png_data() {
        QTest::addColumn<int>("chart");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("scale");
        QTest::newRow("roofline default") << 0 << QSize(1280, 800) << 2.0;
        QTest::newRow("memory 1x") << 1 << QSize(640, 400) << 1.0;
        QTest::newRow("kv 1.5x") << 2 << QSize(800, 500) << 1.5;
        QTest::newRow("cost square") << 3 << QSize(600, 600) << 2.0;
    }
    void png() {
        QFETCH(int, chart);
        QFETCH(QSize, size);
        QFETCH(double, scale);
        const QSizeF before = view(chart).chart()->size();
        const QString path = file(chartBaseName(chart) + QStringLiteral(".png"));
        QCOMPARE(exportChart(view(chart), data_, chart, ExportFormat::Png, path, {size, scale}),
                 QString());
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        QCOMPARE(image.size(), (QSizeF(size) * scale).toSize());
        // A drawn chart, not a blank canvas: many colours (antialiased text, series).
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
        // The on-screen layout is back.
        QCOMPARE(view(chart).chart()->size(), before);
        QCOMPARE(view(chart).chart()->title(), view(chart).chartTitle());
    }

    void svg_data() {
        QTest::addColumn<int>("chart");
        QTest::addColumn<QString>("expected");
        QTest::newRow("roofline") << 0 << QStringLiteral("Arithmetic intensity");
        QTest::newRow("memory") << 1 << QStringLiteral("weights");
        QTest::newRow("kv") << 2 << QStringLiteral("Context (tokens)");
        QTest::newRow("cost") << 3 << QStringLiteral("Batch (sequences)");
    }
    void svg() {
        QFETCH(int, chart);
        QFETCH(QString, expected);
        const QString path = file(chartBaseName(chart) + QStringLiteral(".svg"));
        // Painted once: lines, texts and series are in the item cache, which an export skips.
        view(chart).grab();
        QVERIFY(view(chart).itemCaching());
        QCOMPARE(exportChart(view(chart), data_, chart, ExportFormat::Svg, path), QString());
        QVERIFY(view(chart).itemCaching());
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("<?xml"));
        bool ok = false;
        const QString text = svgText(bytes, ok);
        QVERIFY(ok);
        QVERIFY2(text.contains(expected), qPrintable(text.left(400)));
        QVERIFY(text.contains(view(chart).chartTitle()));
        for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical})
            if (!view(chart).axisTitle(o).isEmpty())
                QVERIFY2(text.contains(view(chart).axisTitle(o)),
                         qPrintable(view(chart).axisTitle(o)));
        QVERIFY(!bytes.contains("<image"));

        // Qt's own renderer reads it back at the exported size.
        QSvgRenderer renderer(bytes);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(0, 0, 1280, 800));
        QVERIFY(bytes.contains("width=\"338.667mm\"")); // 1280 px at 96 dpi, as browsers read it
        QImage image(renderer.viewBox().size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        renderer.render(&painter);
        painter.end();
        QVERIFY(image.save(file(chartBaseName(chart) + QStringLiteral("-svg.png"))));
    }

    void pdf() {
        for (int chart = 0; chart < chartCount; ++chart) {
            const QString path = file(chartBaseName(chart) + QStringLiteral(".pdf"));
            QCOMPARE(exportChart(view(chart), data_, chart, ExportFormat::Pdf, path), QString());
            const QByteArray bytes = readAll(path);
            QVERIFY(bytes.startsWith("%PDF"));
            QVERIFY(bytes.trimmed().endsWith("%%EOF"));
            QCOMPARE(pdfPages(bytes), 1);
            QVERIFY2(!bytes.contains("/Subtype /Image"), "the chart must stay vector");
        }
    }

    void csvShape_data() {
        QTest::addColumn<int>("chart");
        QTest::addColumn<QString>("unit");
        QTest::newRow("roofline") << 0 << QStringLiteral("(TFLOP/s)");
        QTest::newRow("memory") << 1 << QStringLiteral("(GiB)");
        QTest::newRow("kv") << 2 << QStringLiteral("(tokens)");
        QTest::newRow("cost") << 3 << QStringLiteral("($ per 1M tokens)");
    }
    void csvShape() {
        QFETCH(int, chart);
        QFETCH(QString, unit);
        const QString path = file(chartBaseName(chart) + QStringLiteral(".csv"));
        QCOMPARE(exportChart(view(chart), data_, chart, ExportFormat::Csv, path), QString());
        const QString text = QString::fromUtf8(readAll(path));
        QCOMPARE(text, chartCsv(data_, chart, units::MemoryUnit::binary));
        const QList<QStringList> rows = csvRows(text);
        QVERIFY(rows.size() > 1);
        QVERIFY(rows[0].join(QLatin1Char(',')).contains(unit));
        for (const QStringList& row : rows)
            QCOMPARE(row.size(), rows[0].size());
    }

    void csvNumbers() {
        // KV cache: GiB of the current batch at a context in the middle of the sweep.
        const QList<QStringList> kv =
            csvRows(chartCsv(data_, KvCacheIndex, units::MemoryUnit::binary));
        QCOMPARE(kv.size(), qsizetype(data_.kv.contexts.size()) + 1);
        QVERIFY(kv[0][2].contains(QStringLiteral("current batch 32 (GiB)")));
        const std::size_t mid = data_.kv.contexts.size() / 2;
        const QStringList& row = kv[qsizetype(mid) + 1];
        QVERIFY(near(row[0].toDouble(), data_.kv.contexts[mid]));
        QVERIFY(near(row[2].toDouble(), data_.kv.series[1].bytes[mid] / bytesPerGib));
        const int firstLimit = 1 + int(data_.kv.series.size());
        QVERIFY(near(row[firstLimit].toDouble(), data_.kv.limits[0].freeBytes / bytesPerGib));

        // Cost: a point of the H100's owned and cloud curves.
        const QList<QStringList> cost =
            csvRows(chartCsv(data_, CostIndex, units::MemoryUnit::binary));
        QCOMPARE(cost[0][3], QStringLiteral("H100 SXM 80GB owned ($ per 1M tokens)"));
        const CostCurve& h100 = data_.cost[1];
        QVERIFY(h100.owned.size() > 3);
        const XY point = h100.owned[h100.owned.size() / 2];
        bool found = false;
        for (const QStringList& r : cost.mid(1))
            if (near(r[0].toDouble(), point.x)) {
                QVERIFY(near(r[3].toDouble(), point.y));
                found = true;
            }
        QVERIFY(found);
        // A batch the RTX 4090 cannot hold leaves its cells empty.
        QVERIFY(data_.cost[0].owned.back().x < h100.owned.back().x);
        QVERIFY(cost.last()[1].isEmpty());

        // Memory: each component in GiB.
        const QList<QStringList> memory =
            csvRows(chartCsv(data_, MemoryIndex, units::MemoryUnit::binary));
        QCOMPARE(memory.size(), qsizetype(data_.memory.size()) + 1);
        QCOMPARE(memory[3][1], QStringLiteral("2"));
        QVERIFY(near(memory[1][3].toDouble(), data_.memory[0].memory.weights / bytesPerGib));
        QVERIFY(near(memory[1][4].toDouble(), data_.memory[0].memory.kvCache / bytesPerGib));

        // Roofline: the ridge and the decode point.
        const QList<QStringList> roof =
            csvRows(chartCsv(data_, RooflineIndex, units::MemoryUnit::binary));
        bool ridge = false, decode = false;
        for (const QStringList& r : roof.mid(1)) {
            // What the inference chart draws: no training step.
            QVERIFY2(!r[1].startsWith(QStringLiteral("training step")),
                     qPrintable(r.join(QLatin1Char(','))));
            if (r[0] != QStringLiteral("H100 SXM 80GB"))
                continue;
            if (r[1] == QStringLiteral("GPU ridge")) {
                ridge = near(r[2].toDouble(), data_.roofline[1].ridge) &&
                        near(r[3].toDouble(), data_.roofline[1].peakFlops / 1e12);
            } else if (r[1] == QStringLiteral("decode")) {
                decode = near(r[2].toDouble(), data_.roofline[1].decode.intensity) &&
                         near(r[3].toDouble(), data_.roofline[1].decode.flopsPerS / 1e12) &&
                         r[5] == QStringLiteral("memory");
            }
        }
        QVERIFY(ridge);
        QVERIFY(decode);
    }

    void clipboard() {
        QClipboard* board = QGuiApplication::clipboard();
        board->clear();
        copyChartToClipboard(view(0));
        const QImage image = board->image();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), view(0).size() * 2);
    }

    void report() {
        const QString path = file(QStringLiteral("report.pdf"));
        const ReportInput in = reportInput(true);
        const QSizeF before = view(0).chart()->size();
        QCOMPARE(writeReport(in, path), QString());
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        QVERIFY2(!bytes.contains("/Subtype /Image"), "charts must stay vector");
        const int pages = pdfPages(bytes);
        QCOMPARE(pages, reportPageCount(in));
        // A front page or more, two pages of two charts, a page or more of formulas.
        QVERIFY2(pages >= 4 && pages <= 7, qPrintable(QString::number(pages)));
        // The sources end with the date of the catalogue's newest figure.
        const QString asOf = QString::fromStdString(catalogueAsOf(cat_));
        QVERIFY(!asOf.isEmpty());
        QVERIFY(
            ui::detail::reportFrontHtml(in).contains(QStringLiteral("Catalogue as of ") + asOf));

        // Without charts the two chart pages go; the charts are back in their own palette.
        const ReportInput text = reportInput(false);
        const QString textPath = file(QStringLiteral("report-text.pdf"));
        QCOMPARE(writeReport(text, textPath), QString());
        QCOMPARE(pdfPages(readAll(textPath)), pages - 2);
        QCOMPARE(view(0).chart()->title(), view(0).chartTitle());
        QCOMPARE(view(0).chart()->size(), before);

        // A dark chart is printed light and comes back dark.
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x21, 0x24));
        dark.setColor(QPalette::Base, QColor(0x18, 0x19, 0x1b));
        dark.setColor(QPalette::WindowText, QColor(0xe8, 0xea, 0xed));
        dark.setColor(QPalette::Text, QColor(0xe8, 0xea, 0xed));
        view(2).setPalette(dark);
        const QBrush darkBackground = view(2).chart()->backgroundBrush();
        QCOMPARE(writeReport(in, path), QString());
        QCOMPARE(view(2).chart()->backgroundBrush(), darkBackground);
        view(2).setPalette(QPalette());

        // A training scenario reports too.
        Scenario training = scenario_;
        training.workload.mode = Mode::training;
        const ChartData trainingData = buildChartData(training, choices_);
        const ReportInput t{training, cat_, trainingData, choices_, 1, {}, {}};
        QCOMPARE(writeReport(t, file(QStringLiteral("training.pdf"))), QString());
        QVERIFY(pdfPages(readAll(file(QStringLiteral("training.pdf")))) >= 2);
    }

    void replacesAtomically() {
        const QString path = file(QStringLiteral("replace/cost.csv"));
        QVERIFY(QDir().mkpath(file(QStringLiteral("replace"))));
        QVERIFY(writeAll(path, "old"));
        QCOMPARE(exportChart(view(3), data_, 3, ExportFormat::Csv, path), QString());
        QCOMPARE(QString::fromUtf8(readAll(path)), chartCsv(data_, 3, units::MemoryUnit::binary));
        // No temporary file is left beside it.
        QCOMPARE(QDir(file(QStringLiteral("replace"))).entryList(QDir::Files),
                 QStringList{QStringLiteral("cost.csv")});
    }

    void unwritable_data() {
        QTest::addColumn<int>("format");
        QTest::newRow("png") << int(ExportFormat::Png);
        QTest::newRow("svg") << int(ExportFormat::Svg);
        QTest::newRow("pdf") << int(ExportFormat::Pdf);
        QTest::newRow("csv") << int(ExportFormat::Csv);
        QTest::newRow("report") << -1;
        QTest::newRow("html report") << -2;
    }
    void unwritable() {
        QFETCH(int, format);
        auto write = [&](const QString& path) {
            if (format == -2)
                return writeHtmlReport(reportInput(true), path);
            if (format < 0)
                return writeReport(reportInput(true), path);
            return exportChart(view(0), data_, 0, ExportFormat(format), path);
        };
        // A file where a folder should be: the path cannot be created, the file stays.
        const QString blocker = file(QStringLiteral("blocker"));
        QVERIFY(writeAll(blocker, "precious"));
        const QString inside = blocker + QStringLiteral("/roofline.out");
        const QString message = write(inside);
        QVERIFY(!message.isEmpty());
        QVERIFY2(message.contains(QDir::toNativeSeparators(inside)), qPrintable(message));
        QCOMPARE(readAll(blocker), QByteArray("precious"));

        // A folder where the file should be.
        const QString folder = file(QStringLiteral("folder.out"));
        QVERIFY(QDir().mkpath(file(QStringLiteral("folder.out"))));
        QVERIFY(!write(folder).isEmpty());
        QVERIFY(QFileInfo(folder).isDir());

        // A read-only folder keeps the file it holds (root may write anywhere).
        if (::geteuid() != 0) {
            const QString locked = file(QStringLiteral("locked"));
            QVERIFY(QDir().mkpath(file(QStringLiteral("locked"))));
            const QString existing = locked + QStringLiteral("/roofline.out");
            QVERIFY(writeAll(existing, "precious"));
            QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner);
            const QString lockedMessage = write(existing);
            QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QVERIFY(!lockedMessage.isEmpty());
            QCOMPARE(readAll(existing), QByteArray("precious"));
        }
    }

    void invalidRequests() {
        const QString path = file(QStringLiteral("invalid.png"));
        QVERIFY(!exportChart(view(0), data_, 7, ExportFormat::Png, path).isEmpty());
        QVERIFY(
            !exportChart(view(0), data_, 0, ExportFormat::Png, path, {QSize(0, 10), 2}).isEmpty());
        QVERIFY(!QFile::exists(path));
        QVERIFY(chartCsv(data_, -1, units::MemoryUnit::binary).isEmpty());
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
