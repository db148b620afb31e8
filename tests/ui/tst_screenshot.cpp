// The --screenshot code path: the window rendered offscreen to a PNG of the requested size.
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
};

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
