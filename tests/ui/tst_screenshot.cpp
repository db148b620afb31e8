// The --screenshot code path: the window rendered offscreen to a PNG of the requested size.
#include "ui/explain/explain_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/screenshot.h"
#include "ui_fixture.h"

#include <QImage>
#include <QTemporaryDir>

using namespace ridgeline::ui;

class TestScreenshot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void writesDecodablePngOfRequestedSize_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1600x1000") << QSize(1600, 1000);
    }

    void writesDecodablePngOfRequestedSize() {
        QFETCH(QSize, size);
        auto document = ridgeline::test::makeDocument();
        MainWindow window(document.get());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shot.png"));
        QString error;
        QVERIFY2(saveScreenshot(window, path, size, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        QCOMPARE(image.size(), size * window.devicePixelRatio());
        // Not a blank image: the charts drew something.
        QVERIFY(image.pixel(size.width() / 2, size.height() / 2) !=
                    image.pixel(size.width() - 5, size.height() / 3) ||
                image.pixel(size.width() / 3, size.height() / 3) != image.pixel(2, 2));
    }

    void explainsTheScenarioShown() {
        // A scenario opened just before the shot: the explain panel names its GPU, not the one
        // the window started on (its refresh waits up to 100 ms while changes come in).
        auto document = ridgeline::test::makeDocument();
        MainWindow window(document.get());
        ridgeline::Scenario s = document->model()->scenario();
        s.hardware.gpu = *ridgeline::test::catalogue().gpu("h100-sxm");
        s.compare.clear();
        document->model()->setScenario(s);
        const QImage image = renderWindow(window, QSize(1280, 800));
        QVERIFY(!image.isNull());
        QVERIFY(!window.explainPanel()->waiting());
        QVERIFY2(window.explainPanel()->text().contains(QStringLiteral("H100")),
                 qPrintable(window.explainPanel()->text()));
    }
};

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
