// The HTML report (issue 30: the docs promised HTML, --report x.html refused it): one
// self-contained page holding the PDF's text parts, so the same numbers, and the four charts as
// SVG images inside the page; nothing is fetched from elsewhere, and the file is written
// atomically.
#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/export/report.h"
#include "ui/export/report_html.h"
#include "ui/export/report_parts.h"
#include "ui/ridge_words.h"
#include "ui/units.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <memory>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The texts an SVG draws, one per <text> element.
QStringList svgTexts(const QByteArray& svg) {
    QXmlStreamReader xml(svg);
    QStringList texts;
    QString current;
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text")) {
            ++depth;
        } else if (xml.isEndElement() && xml.name() == QLatin1String("text")) {
            --depth;
            texts << current.trimmed();
            current.clear();
        } else if (xml.isCharacters() && depth > 0) {
            current += xml.text();
        }
    }
    return xml.hasError() ? QStringList() : texts;
}

} // namespace

class TestHtmlReport : public QObject {
    Q_OBJECT

    Catalogue cat_;
    Scenario scenario_;
    std::vector<GpuChoice> choices_;
    ChartData data_;
    std::vector<std::unique_ptr<ChartView>> charts_;
    QTemporaryDir dir_;

    ReportInput input() {
        ReportInput in{scenario_, cat_, data_, choices_, 0, {}, QStringLiteral("0.1.0")};
        for (const auto& c : charts_)
            in.charts << c.get();
        return in;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        cat_ = builtinCatalogue().value();
        scenario_ = defaultScenario(cat_);
        scenario_.name = "Chat service <b>&</b>";
        scenario_.workload.batch = 32;
        choices_ = {{*cat_.gpu("rtx-4090"), 1, 1}, {*cat_.gpu("h100-sxm"), 1, 1}};
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

    void onePageWithThePdfsNumbers() {
        const ReportInput in = input();
        QVERIFY(isHtmlReportPath(QStringLiteral("a/report.html")));
        QVERIFY(isHtmlReportPath(QStringLiteral("REPORT.HTM")));
        QVERIFY(!isHtmlReportPath(QStringLiteral("report.pdf")));
        const QString path = dir_.filePath(QStringLiteral("report.html"));
        QCOMPARE(writeHtmlReport(in, path), QString());
        const QString html = QString::fromUtf8(readAll(path));
        QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
        QVERIFY(html.contains(QLatin1String("<meta charset=\"utf-8\"/>")));
        QVERIFY(html.trimmed().endsWith(QLatin1String("</html>")));
        // The text parts the PDF is made of, whole: the same summary, tables and formulas.
        QVERIFY(html.contains(ui::detail::reportFrontHtml(in)));
        QVERIFY(html.contains(ui::detail::reportFormulasHtml(in)));
        // A number of the primary GPU as the core computed it, named as the window names it.
        const Results& r = data_.results[0];
        QVERIFY2(html.contains(QStringLiteral("%1: I* = ").arg(ridge::gpuRidge())) &&
                     html.contains(ui::detail::esc(units::intensity(r.roofline.ridge))),
                 "the GPU ridge's formula");
        // The scenario's name is escaped, not markup.
        QVERIFY(html.contains(QLatin1String("Chat service &lt;b&gt;&amp;&lt;/b&gt;")));
        QVERIFY(!html.contains(QLatin1String("<b>&</b>")));
        // Self-contained: nothing to fetch.
        static const QRegularExpression external(
            QStringLiteral("(src|href)=\"(https?:|//|file:)|<script|<link"));
        QVERIFY(!html.contains(external));
    }

    void chartsAreSvgInsideThePage() {
        const QString html = htmlReport(input());
        static const QRegularExpression image(QStringLiteral(
            "<img alt=\"([^\"]*)\" src=\"data:image/svg\\+xml;base64,([A-Za-z0-9+/=]+)\"/>"
            "<figcaption>(.*?)</figcaption>"));
        QStringList alts;
        int figure = 0;
        for (auto it = image.globalMatch(html); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            ++figure;
            alts << m.captured(1);
            const QByteArray svg = QByteArray::fromBase64(m.captured(2).toLatin1());
            QSvgRenderer renderer(svg);
            QVERIFY2(renderer.isValid(), qPrintable(m.captured(1)));
            QCOMPARE(renderer.viewBoxF().size(), QSizeF(960, 560));
            // Text stays text: the axis titles can be read, and found.
            const QStringList texts = svgTexts(svg);
            QVERIFY2(texts.size() > 5, qPrintable(m.captured(1)));
            QVERIFY2(m.captured(3).contains(QStringLiteral("Figure %1").arg(figure)),
                     qPrintable(m.captured(3)));
            if (figure == 1)
                QVERIFY2(texts.join(QLatin1Char(' ')).contains(QLatin1String("FLOP/byte")),
                         qPrintable(texts.join(QLatin1Char('|'))));
        }
        QCOMPARE(figure, 4);
        QCOMPARE(alts.first(), charts_[0]->chartTitle());
        // The charts are back in the window's palette and size.
        QCOMPARE(charts_[0]->chart()->title(), charts_[0]->chartTitle());
    }

    // Written as a whole or not at all: an existing report stays when the folder is missing.
    void atomic() {
        const QString missing = dir_.filePath(QStringLiteral("no/such/folder/report.html"));
        const QString message = writeHtmlReport(input(), missing);
        QVERIFY(!message.isEmpty());
        QVERIFY2(message.contains(QDir::toNativeSeparators(missing)), qPrintable(message));
        const QString path = dir_.filePath(QStringLiteral("again.html"));
        QCOMPARE(writeHtmlReport(input(), path), QString());
        QCOMPARE(writeHtmlReport(input(), path), QString());
        QCOMPARE(QDir(dir_.path()).entryList({QStringLiteral("again*")}, QDir::Files),
                 QStringList{QStringLiteral("again.html")});
    }
};

QTEST_MAIN(TestHtmlReport)
#include "tst_html_report.moc"
