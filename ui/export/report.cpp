// Pagination of the report: text parts through QTextDocument (paged at the content rectangle),
// chart pages drawn straight into the PDF so that charts stay vectors, a footer on every page.
#include "ui/export/report.h"

#include "ui/charts/chart_style.h"
#include "ui/charts/chart_view.h"
#include "ui/export/chart_export.h"
#include "ui/export/print_palette.h"
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
        : in_(in)
        , pdf_(pdf)
        , mm_(dpi / mmPerInch) {
        const QSizeF page = pdf.pageLayout().fullRectPixels(dpi).size();
        page_ = QRectF(QPointF(), page);
        content_ = QRectF(20 * mm_, 18 * mm_, page.width() - 40 * mm_,
                          page.height() - 18 * mm_ - 24 * mm_);
        font_ = QGuiApplication::font();
        font_.setPointSizeF(bodyPointSize);

        front_ = paged(detail::reportFrontHtml(in));
        formulas_ = paged(detail::reportFormulasHtml(in));
        for (int i = 0; i < int(in.charts.size()) && i < chartCount; ++i)
            if (in.charts[i])
                charts_ << i;
        pages_ = front_.pages() + chartPages() + formulas_.pages();
    }

    int pageCount() const { return pages_; }

    QString paint() {
        QPainter painter;
        if (!painter.begin(&pdf_))
            return Report::tr("the PDF writer could not start");
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        int page = 0;
        auto next = [&]() -> bool {
            if (page > 0 && !pdf_.newPage())
                return false;
            ++page;
            footer(painter, page);
            return true;
        };
        for (int i = 0; i < front_.pages(); ++i) {
            if (!next())
                return Report::tr("could not start page %1").arg(page + 1);
            documentPage(painter, front_, i);
        }
        for (int p = 0; p < chartPages(); ++p) {
            if (!next())
                return Report::tr("could not start page %1").arg(page + 1);
            for (int slot = 0; slot < chartsPerPage; ++slot) {
                const int at = p * chartsPerPage + slot;
                if (at < charts_.size())
                    chart(painter, charts_[at], at + 1, slot);
            }
        }
        for (int i = 0; i < formulas_.pages(); ++i) {
            if (!next())
                return Report::tr("could not start page %1").arg(page + 1);
            documentPage(painter, formulas_, i);
        }
        painter.end();
        return {};
    }

private:
    int chartPages() const { return int((charts_.size() + chartsPerPage - 1) / chartsPerPage); }

    std::unique_ptr<QTextDocument> document(const QString& html) {
        auto doc = std::make_unique<QTextDocument>();
        doc->documentLayout()->setPaintDevice(&pdf_);
        doc->setDefaultFont(font_);
        doc->setDefaultStyleSheet(detail::reportStyleSheet());
        doc->setDocumentMargin(0);
        doc->setTextWidth(content_.width());
        doc->setHtml(html);
        return doc;
    }

    PagedText paged(const QString& html) {
        PagedText text{document(html), {}};
        text.starts = pageStarts(*text.doc, content_.height());
        return text;
    }

    void documentPage(QPainter& painter, const PagedText& text, int page) {
        const qreal top = text.starts[page];
        painter.save();
        painter.translate(content_.left(), content_.top() - top);
        text.doc->drawContents(&painter, QRectF(0, top, content_.width(), text.end(page) - top));
        painter.restore();
    }

    void chart(QPainter& painter, int chartIndex, int figure, int slot) {
        ChartView* view = in_.charts[chartIndex];
        // In training mode the lower row holds scaling and time and cost (ChartIndex 4, 5).
        const bool training = in_.scenario.workload.mode == Mode::training;
        const int kind = training && chartIndex >= 2 ? chartIndex + 2 : chartIndex;
        const auto caption = document(detail::reportCaptionHtml(kind, figure));
        const qreal slotHeight = content_.height() / chartsPerPage;
        const qreal top = content_.top() + slot * slotHeight;
        const qreal captionGap = 2 * mm_, slotGap = 8 * mm_;
        const qreal chartHeight =
            slotHeight - caption->size().height() - captionGap - (slot == 0 ? slotGap : 0);
        const QRectF target(content_.left(), top, content_.width(), chartHeight);
        {
            const PrintPaletteGuard palette(*view);
            painter.save();
            renderChart(*view, painter, target, target.size().toSize(), false);
            painter.restore();
        }
        painter.save();
        painter.setPen(QPen(QColor(0xd5, 0xdb, 0xe3), 0.5 * mm_ / 2));
        painter.drawLine(target.bottomLeft(), target.bottomRight());
        painter.translate(target.left(), target.bottom() + captionGap);
        caption->drawContents(&painter);
        painter.restore();
    }

    void footer(QPainter& painter, int page) {
        painter.save();
        const qreal y = page_.height() - 16 * mm_;
        painter.setPen(QPen(QColor(0xb8, 0xc2, 0xcc), 0.25 * mm_));
        painter.drawLine(QPointF(content_.left(), y), QPointF(content_.right(), y));
        QFont small = font_;
        small.setPointSizeF(footerPointSize);
        painter.setFont(small);
        painter.setPen(QColor(0x50, 0x5a, 0x64));
        const QRectF box(content_.left(), y + 1.5 * mm_, content_.width(), 6 * mm_);
        painter.drawText(box, Qt::AlignLeft | Qt::AlignTop, detail::reportFooterText(in_));
        painter.drawText(box, Qt::AlignRight | Qt::AlignTop,
                         Report::tr("Page %1 of %2").arg(page).arg(pages_));
        painter.restore();
    }

    const ReportInput& in_;
    QPdfWriter& pdf_;
    qreal mm_;
    QRectF page_, content_;
    QFont font_;
    PagedText front_, formulas_;
    QList<int> charts_;
    int pages_ = 0;
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
