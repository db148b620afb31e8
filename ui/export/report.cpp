// Pagination of the report: text parts through QTextDocument (paged at the content rectangle),
// chart pages drawn straight into the PDF so that charts stay vectors, a footer on every page.
#include "ui/export/report.h"

#include "ui/charts/chart_style.h"
#include "ui/charts/chart_view.h"
#include "ui/export/chart_export.h"
#include "ui/export/report_html.h"
#include "ui/export/report_parts.h"
#include "ui/export/save_file.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>
#include <memory>

namespace ridgeline::ui {

namespace {

constexpr qreal mmPerInch = 25.4;
constexpr qreal bodyPointSize = 9;
constexpr qreal footerPointSize = 7.5;
constexpr int chartsPerPage = 2;

QPalette printPalette() {
    QPalette p;
    const QColor ink(0x20, 0x24, 0x28);
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::WindowText, ink);
    p.setColor(QPalette::Text, ink);
    p.setColor(QPalette::Button, Qt::white);
    p.setColor(QPalette::ButtonText, ink);
    return p;
}

/// Shows a chart in the print palette while it lives.
class PrintPaletteGuard {
public:
    explicit PrintPaletteGuard(ChartView& view)
        : m_view(view) {
        m_view.applyPalette(printPalette());
    }
    ~PrintPaletteGuard() { m_view.applyPalette(m_view.palette()); }
    PrintPaletteGuard(const PrintPaletteGuard&) = delete;
    PrintPaletteGuard& operator=(const PrintPaletteGuard&) = delete;

private:
    ChartView& m_view;
};

/// A text part laid out as one long column, and where each of its pages begins: only at the top
/// of a paragraph or a table, or between the rows of a table taller than a third of a page,
/// never right after a heading. So no line is ever cut, and small tables (a formula, a pair of
/// parameter tables) stay whole.
struct PagedText {
    std::unique_ptr<QTextDocument> doc;
    QList<qreal> starts; ///< y of each page's top; the last page ends at the document's end

    int pages() const { return int(starts.size()); }
    qreal end(int page) const {
        return page + 1 < starts.size() ? starts[page + 1] : doc->size().height();
    }
};

QList<qreal> pageStarts(QTextDocument& doc, qreal pageHeight) {
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    QList<qreal> candidates;
    bool afterHeading = false;
    for (auto it = doc.rootFrame()->begin(); !it.atEnd(); ++it) {
        if (QTextFrame* frame = it.currentFrame()) {
            const QRectF r = layout->frameBoundingRect(frame);
            if (!afterHeading)
                candidates << r.top();
            afterHeading = false;
            auto* table = qobject_cast<QTextTable*>(frame);
            if (!table || r.height() <= pageHeight / 3)
                continue;
            const qreal inset = table->format().cellPadding() + table->format().border();
            for (int row = 1; row < table->rows(); ++row) {
                const QTextBlock first = table->cellAt(row, 0).firstCursorPosition().block();
                candidates << layout->blockBoundingRect(first).top() - inset;
            }
            continue;
        }
        const QTextBlock block = it.currentBlock();
        if (!afterHeading)
            candidates << layout->blockBoundingRect(block).top();
        if (block.blockFormat().headingLevel() > 0)
            afterHeading = true;
        else if (!block.text().isEmpty())
            afterHeading = false;
    }
    std::sort(candidates.begin(), candidates.end());
    const qreal end = doc.size().height();
    QList<qreal> starts{0};
    while (end - starts.last() > pageHeight + 0.5) {
        const qreal top = starts.last();
        qreal next = top + pageHeight; // nothing fits whole: cut, as a last resort
        for (qreal c : candidates)
            if (c > top + 1 && c <= top + pageHeight)
                next = c;
        starts << next;
    }
    return starts;
}

class ReportPainter {
public:
    ReportPainter(const ReportInput& in, QPdfWriter& pdf, int dpi)
        : m_in(in)
        , m_pdf(pdf)
        , m_mm(dpi / mmPerInch) {
        const QSizeF page = pdf.pageLayout().fullRectPixels(dpi).size();
        m_page = QRectF(QPointF(), page);
        m_content = QRectF(20 * m_mm, 18 * m_mm, page.width() - 40 * m_mm,
                           page.height() - 18 * m_mm - 24 * m_mm);
        m_font = QGuiApplication::font();
        m_font.setPointSizeF(bodyPointSize);

        m_front = paged(detail::reportFrontHtml(in));
        m_formulas = paged(detail::reportFormulasHtml(in));
        for (int i = 0; i < int(in.charts.size()) && i < chartCount; ++i)
            if (in.charts[i])
                m_charts << i;
        m_pages = m_front.pages() + chartPages() + m_formulas.pages();
    }

    int pageCount() const { return m_pages; }

    QString paint() {
        QPainter painter;
        if (!painter.begin(&m_pdf))
            return Report::tr("the PDF writer could not start");
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        int page = 0;
        auto next = [&]() -> bool {
            if (page > 0 && !m_pdf.newPage())
                return false;
            ++page;
            footer(painter, page);
            return true;
        };
        for (int i = 0; i < m_front.pages(); ++i) {
            if (!next())
                return Report::tr("could not start page %1").arg(page + 1);
            documentPage(painter, m_front, i);
        }
        for (int p = 0; p < chartPages(); ++p) {
            if (!next())
                return Report::tr("could not start page %1").arg(page + 1);
            for (int slot = 0; slot < chartsPerPage; ++slot) {
                const int at = p * chartsPerPage + slot;
                if (at < m_charts.size())
                    chart(painter, m_charts[at], at + 1, slot);
            }
        }
        for (int i = 0; i < m_formulas.pages(); ++i) {
            if (!next())
                return Report::tr("could not start page %1").arg(page + 1);
            documentPage(painter, m_formulas, i);
        }
        painter.end();
        return {};
    }

private:
    int chartPages() const { return int((m_charts.size() + chartsPerPage - 1) / chartsPerPage); }

    std::unique_ptr<QTextDocument> document(const QString& html) {
        auto doc = std::make_unique<QTextDocument>();
        doc->documentLayout()->setPaintDevice(&m_pdf);
        doc->setDefaultFont(m_font);
        doc->setDefaultStyleSheet(detail::reportStyleSheet());
        doc->setDocumentMargin(0);
        doc->setTextWidth(m_content.width());
        doc->setHtml(html);
        return doc;
    }

    PagedText paged(const QString& html) {
        PagedText text{document(html), {}};
        text.starts = pageStarts(*text.doc, m_content.height());
        return text;
    }

    void documentPage(QPainter& painter, const PagedText& text, int page) {
        const qreal top = text.starts[page];
        painter.save();
        painter.translate(m_content.left(), m_content.top() - top);
        text.doc->drawContents(&painter, QRectF(0, top, m_content.width(), text.end(page) - top));
        painter.restore();
    }

    void chart(QPainter& painter, int chartIndex, int figure, int slot) {
        ChartView* view = m_in.charts[chartIndex];
        const auto caption = document(detail::reportCaptionHtml(chartIndex, figure));
        const qreal slotHeight = m_content.height() / chartsPerPage;
        const qreal top = m_content.top() + slot * slotHeight;
        const qreal captionGap = 2 * m_mm, slotGap = 8 * m_mm;
        const qreal chartHeight =
            slotHeight - caption->size().height() - captionGap - (slot == 0 ? slotGap : 0);
        const QRectF target(m_content.left(), top, m_content.width(), chartHeight);
        {
            const PrintPaletteGuard palette(*view);
            painter.save();
            renderChart(*view, painter, target, target.size().toSize(), false);
            painter.restore();
        }
        painter.save();
        painter.setPen(QPen(QColor(0xd5, 0xdb, 0xe3), 0.5 * m_mm / 2));
        painter.drawLine(target.bottomLeft(), target.bottomRight());
        painter.translate(target.left(), target.bottom() + captionGap);
        caption->drawContents(&painter);
        painter.restore();
    }

    void footer(QPainter& painter, int page) {
        painter.save();
        const qreal y = m_page.height() - 16 * m_mm;
        painter.setPen(QPen(QColor(0xb8, 0xc2, 0xcc), 0.25 * m_mm));
        painter.drawLine(QPointF(m_content.left(), y), QPointF(m_content.right(), y));
        QFont small = m_font;
        small.setPointSizeF(footerPointSize);
        painter.setFont(small);
        painter.setPen(QColor(0x50, 0x5a, 0x64));
        const QRectF box(m_content.left(), y + 1.5 * m_mm, m_content.width(), 6 * m_mm);
        painter.drawText(box, Qt::AlignLeft | Qt::AlignTop, detail::reportFooterText(m_in));
        painter.drawText(box, Qt::AlignRight | Qt::AlignTop,
                         Report::tr("Page %1 of %2").arg(page).arg(m_pages));
        painter.restore();
    }

    const ReportInput& m_in;
    QPdfWriter& m_pdf;
    qreal m_mm;
    QRectF m_page, m_content;
    QFont m_font;
    PagedText m_front, m_formulas;
    QList<int> m_charts;
    int m_pages = 0;
};

int resolution(const ReportInput& in) {
    for (ChartView* view : in.charts)
        if (view)
            return view->logicalDpiY();
    return 96;
}

void setUp(QPdfWriter& pdf, const ReportInput& in, int dpi) {
    pdf.setResolution(dpi);
    pdf.setCreator(QStringLiteral("Ridgeline"));
    pdf.setTitle(Report::tr("Ridgeline report: %1").arg(detail::scenarioName(in)));
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(),
                                  QPageLayout::Millimeter));
}

} // namespace

QString writeReport(const ReportInput& in, const QString& path) {
    return saveAtomically(path, [&](QIODevice& device) {
        const int dpi = resolution(in);
        QPdfWriter pdf(&device);
        setUp(pdf, in, dpi);
        return ReportPainter(in, pdf, dpi).paint();
    });
}

int reportPageCount(const ReportInput& in) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const int dpi = resolution(in);
    QPdfWriter pdf(&buffer);
    setUp(pdf, in, dpi);
    return ReportPainter(in, pdf, dpi).pageCount();
}

} // namespace ridgeline::ui
