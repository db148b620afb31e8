// Checks a capture of the real screen against the geometry the window reported for it
// (ridgeline --dump-geometry, ui/window/geometry_dump.h), as the eye would:
//   - a lone chart's plot area covers most of the chart grid (--lone), four charts share it as a
//     2x2 grid (--grid);
//   - each GPU's operating points on the roofline have its roof's colour on the screen;
//   - no pixel of a series' colour (or a lesson highlight's) lies outside its chart's plot area,
//     the legend aside;
//   - in the presenter view the summary's tiles take at most two rows.
//
//   real_window_check CAPTURE.png GEOMETRY.json NAME [--lone | --grid]
//
// Prints one line per finding; exit status 1 when a check fails, 2 when the inputs cannot be
// read.
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineF>
#include <QRect>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace {

QRect rectOf(const QJsonValue& v) {
    const QJsonObject o = v.toObject();
    return QRect(o[u"x"].toInt(), o[u"y"].toInt(), o[u"w"].toInt(), o[u"h"].toInt());
}

int distance(QRgb a, QRgb b) {
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b))});
}

// How far `p` lies from the segment `l` (pixels).
double distanceToSegment(QPointF p, const QLineF& l) {
    const QPointF d = l.p2() - l.p1();
    const double length2 = QPointF::dotProduct(d, d);
    const double t =
        length2 > 0 ? std::clamp(QPointF::dotProduct(p - l.p1(), d) / length2, 0.0, 1.0) : 0.0;
    return QLineF(p, l.p1() + t * d).length();
}

// Greys (ink, muted, grid lines) are shared by every chart element: not a series' own colour.
bool isGrey(QRgb c) {
    return std::max({qRed(c), qGreen(c), qBlue(c)}) - std::min({qRed(c), qGreen(c), qBlue(c)}) < 24;
}

int failures = 0;

void fail(const QString& name, const QString& what) {
    std::printf("FAILED:  %s: %s\n", qPrintable(name), qPrintable(what));
    ++failures;
}

void pass(const QString& name, const QString& what) {
    std::printf("ok:      %s: %s\n", qPrintable(name), qPrintable(what));
}

// The share of the grid the chart's plot area covers.
double plotShare(const QJsonObject& chart, const QRect& grid) {
    const QRect plot = rectOf(chart[u"plot"]) & grid;
    return double(plot.width()) * plot.height() / (double(grid.width()) * grid.height());
}

void checkLayout(const QJsonObject& window, const QString& name, const QString& mode) {
    const QRect grid = rectOf(window[u"grid"]);
    const QJsonArray charts = window[u"charts"].toArray();
    if (mode == QLatin1String("--lone")) {
        if (charts.size() != 1) {
            fail(name, QStringLiteral("%1 charts shown, one expected").arg(charts.size()));
            return;
        }
        const double share = plotShare(charts[0].toObject(), grid);
        const QString what = QStringLiteral("the lone chart's plot area covers %1 % of the grid")
                                 .arg(int(share * 100));
        share >= 0.5 ? pass(name, what) : fail(name, what + QStringLiteral(" (at least 50 %)"));
    } else if (mode == QLatin1String("--grid")) {
        if (charts.size() != 4) {
            fail(name, QStringLiteral("%1 charts shown, four expected").arg(charts.size()));
            return;
        }
        for (const QJsonValue& c : charts) {
            const QRect view = rectOf(c[u"view"]) & grid;
            const double share =
                double(view.width()) * view.height() / (double(grid.width()) * grid.height());
            const QString what = QStringLiteral("%1 covers %2 % of the grid")
                                     .arg(c[u"title"].toString())
                                     .arg(int(share * 100));
            share >= 0.2 && share <= 0.26 ? pass(name, what)
                                          : fail(name, what + QStringLiteral(" (a quarter)"));
        }
    }
}

// Each GPU's markers (decode, prefill, training) against its roof's colour, from the screen.
void checkMarkerColours(const QImage& shot, const QJsonObject& chart, const QString& name) {
    const QJsonArray series = chart[u"series"].toArray();
    static const QRegularExpression roofKey(QStringLiteral("^roof:(\\d+)$"));
    static const QRegularExpression markerKey(QStringLiteral("^(decode|prefill|training):(\\d+)$"));
    QHash<int, QRgb> roofs;
    for (const QJsonValue& s : series) {
        const auto m = roofKey.match(s[u"key"].toString());
        if (m.hasMatch())
            roofs.insert(m.captured(1).toInt(), QColor(s[u"color"].toString()).rgb());
    }
    if (roofs.size() < 2)
        return; // one GPU: no colour to confuse
    const QRect plot = rectOf(chart[u"plot"]);
    struct Marker {
        int gpu;
        QPoint at;
        int radius;
        QString key;
    };
    QList<Marker> markers, others;   // the operating points; every GPU's filled markers
    QList<QPair<int, QLineF>> lines; // every GPU's lines (roofs), segment by segment
    static const QRegularExpression anyMarker(QStringLiteral("^[a-z-]+:(\\d+)$"));
    for (const QJsonValue& s : series) {
        if (!s[u"scatter"].toBool()) {
            const auto line = anyMarker.match(s[u"key"].toString());
            const QJsonArray points = s[u"points"].toArray();
            for (qsizetype i = 1; line.hasMatch() && i < points.size(); ++i)
                lines.append({line.captured(1).toInt(),
                              QLineF(points[i - 1][0].toDouble(), points[i - 1][1].toDouble(),
                                     points[i][0].toDouble(), points[i][1].toDouble())});
            continue;
        }
        if (s[u"hollow"].toBool())
            continue;
        const QString key = s[u"key"].toString();
        const auto m = markerKey.match(key);
        const auto any = anyMarker.match(key);
        const double size = s[u"size"].toDouble();
        for (const QJsonValue& p : s[u"points"].toArray()) {
            const QPoint at(p[0].toInt(), p[1].toInt());
            if (any.hasMatch())
                others.append({any.captured(1).toInt(), at, int(size / 2) + 1, key});
            if (m.hasMatch())
                markers.append({m.captured(2).toInt(), at, std::max(2, int(size * 0.3)), key});
        }
    }
    // A lesson's translucent band tints what lies under it (a ring around a point does not).
    QRect highlight = chart.contains(u"highlight") ? rectOf(chart[u"highlight"]) : QRect();
    if (highlight.width() < 80 || highlight.height() < 80)
        highlight = QRect();
    int checked = 0;
    for (const Marker& mk : markers) {
        if (!roofs.contains(mk.gpu) || !plot.contains(mk.at) || highlight.contains(mk.at))
            continue;
        // Another GPU's marker (a ridge, a point) over this one: its colour is no mistake.
        const bool covered = std::any_of(others.begin(), others.end(), [&](const Marker& o) {
            return o.gpu != mk.gpu && (o.at - mk.at).manhattanLength() <= o.radius + 2 * mk.radius;
        });
        // Another GPU's roof through the marker's box (a prefill point just above the next
        // GPU's ceiling, as the default's crowd at 1280x800): neither is its colour a mistake.
        const bool crossed = std::any_of(lines.begin(), lines.end(), [&](const auto& l) {
            return l.first != mk.gpu &&
                   distanceToSegment(QPointF(mk.at), l.second) <= mk.radius + 1.5;
        });
        if (covered || crossed)
            continue;
        int own = 0, other = 0;
        for (int dy = -mk.radius; dy <= mk.radius; ++dy)
            for (int dx = -mk.radius; dx <= mk.radius; ++dx) {
                const QPoint p = mk.at + QPoint(dx, dy);
                if (!shot.rect().contains(p))
                    continue;
                const QRgb px = shot.pixel(p);
                for (auto it = roofs.cbegin(); it != roofs.cend(); ++it)
                    if (distance(px, *it) <= 16)
                        ++(it.key() == mk.gpu ? own : other);
            }
        ++checked;
        const QString what =
            QStringLiteral("%1 at (%2, %3): %4 pixels of its roof's colour %5, %6 of another "
                           "GPU's")
                .arg(mk.key)
                .arg(mk.at.x())
                .arg(mk.at.y())
                .arg(own)
                .arg(QColor(roofs[mk.gpu]).name())
                .arg(other);
        own > other ? pass(name, what) : fail(name, what);
    }
    if (checked == 0) // the lesson's captures have points apart
        std::printf("note:    %s: every operating point lies under another GPU's marker\n",
                    qPrintable(name));
}

// No pixel of a series' colour outside the plot area (a margin for markers and pens at its
// edge), the legend aside.
void checkInsidePlot(const QImage& shot, const QJsonObject& chart, const QString& name) {
    QList<QRgb> colours;
    int margin = 3;
    for (const QJsonValue& s : chart[u"series"].toArray()) {
        const QRgb c = QColor(s[u"color"].toString()).rgb();
        if (!isGrey(c) && !colours.contains(c))
            colours << c;
        margin = std::max(margin, int(s[u"size"].toDouble() / 2 + s[u"width"].toDouble()) + 2);
    }
    if (chart.contains(u"highlight"))
        colours << qRgb(255, 210, 0); // ChartHighlighter's colour (chart_highlight.cpp)
    const QRect view = rectOf(chart[u"view"]) & shot.rect();
    const QRect plot = rectOf(chart[u"plot"]).adjusted(-margin, -margin, margin, margin);
    const QRect legend =
        chart.contains(u"legend") ? rectOf(chart[u"legend"]).adjusted(-2, -2, 2, 2) : QRect();
    int outside = 0;
    QPoint first;
    for (int y = view.top(); y <= view.bottom(); ++y)
        for (int x = view.left(); x <= view.right(); ++x) {
            const QPoint p(x, y);
            if (plot.contains(p) || legend.contains(p))
                continue;
            const QRgb px = shot.pixel(p);
            for (QRgb c : colours)
                if (distance(px, c) <= 10) {
                    if (outside++ == 0)
                        first = p;
                    break;
                }
        }
    const QString what =
        QStringLiteral("%1: %2 series pixels outside the plot area%3")
            .arg(chart[u"title"].toString())
            .arg(outside)
            .arg(outside ? QStringLiteral(" (first at %1, %2)").arg(first.x()).arg(first.y())
                         : QString());
    outside <= 12 ? pass(name, what) : fail(name, what);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: real_window_check CAPTURE.png GEOMETRY.json NAME "
                             "[--lone|--grid]\n");
        return 2;
    }
    const QImage shot = QImage(args[1]).convertToFormat(QImage::Format_RGB32);
    QFile file(args[2]);
    if (shot.isNull() || !file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s or %s\n", qPrintable(args[1]), qPrintable(args[2]));
        return 2;
    }
    const QJsonObject window = QJsonDocument::fromJson(file.readAll()).object();
    const QString name = args[3];
    checkLayout(window, name, args.value(4));
    if (window[u"presenter"].toBool()) {
        const int rows = window[u"summaryRows"].toInt();
        const QString what = QStringLiteral("the summary's tiles take %1 rows").arg(rows);
        rows <= 2 ? pass(name, what) : fail(name, what + QStringLiteral(" (at most two)"));
    }
    for (const QJsonValue& c : window[u"charts"].toArray()) {
        const QJsonObject chart = c.toObject();
        if (chart[u"series"].toArray().isEmpty())
            continue;
        checkMarkerColours(shot, chart, name);
        checkInsidePlot(shot, chart, name);
    }
    return failures ? 1 : 0;
}
