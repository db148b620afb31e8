// Every built-in entry says where its figures come from and when they were read; no price is
// older than the specification it prices; and the catalogue is as of its newest date.
#include "test_support.h"

#include <QTest>

using namespace ridgeline;

namespace {

// A date is not older than `spec` when it is not earlier at the precision both give: a price of
// "2025-03" is as new as a specification of "2025-03-18".
bool notOlder(const std::string& date, const std::string& spec) {
    const std::size_t n = std::min(date.size(), spec.size());
    return date.compare(0, n, spec, 0, n) >= 0;
}

QByteArray named(const std::string& kind, const std::string& id, const char* what) {
    return QByteArray::fromStdString(kind + " " + id + ": " + what);
}

} // namespace

class CatalogueDatesTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void catalogueDates_data();
    void catalogueDates();
    void everyEntryIsSourcedAndDated();
    void noPriceIsOlderThanItsSpecification();
    void asOfIsTheNewestDate();
    void asOfFollowsAUserCatalogue();
};

void CatalogueDatesTest::catalogueDates_data() {
    QTest::addColumn<QString>("date");
    QTest::addColumn<bool>("valid");
    QTest::newRow("month") << QStringLiteral("2025-08") << true;
    QTest::newRow("day") << QStringLiteral("2025-08-05") << true;
    QTest::newRow("month 13") << QStringLiteral("2025-13") << false;
    QTest::newRow("day 32") << QStringLiteral("2025-01-32") << false;
    QTest::newRow("year only") << QStringLiteral("2025") << false;
    QTest::newRow("words") << QStringLiteral("Aug 2025") << false;
    QTest::newRow("empty") << QString() << false;
}

void CatalogueDatesTest::catalogueDates() {
    QFETCH(QString, date);
    QFETCH(bool, valid);
    QCOMPARE(isCatalogueDate(date.toStdString()), valid);
}

void CatalogueDatesTest::everyEntryIsSourcedAndDated() {
    const Catalogue& c = test::catalogue();
    for (const Gpu& g : c.gpus) {
        QVERIFY2(!g.specSource.empty(), named("GPU", g.id, "spec_source").constData());
        QVERIFY2(isCatalogueDate(g.specDate), named("GPU", g.id, "spec_date").constData());
        QVERIFY2(!g.serverSource.empty(), named("GPU", g.id, "server.source").constData());
        QVERIFY2(isCatalogueDate(g.serverDate), named("GPU", g.id, "server.date").constData());
        if (g.priceUsd)
            QVERIFY2(!g.priceSource.empty() && isCatalogueDate(g.priceDate),
                     named("GPU", g.id, "price_source, price_date").constData());
        if (g.cloudUsdPerGpuHour)
            QVERIFY2(!g.cloudSource.empty() && isCatalogueDate(g.cloudDate),
                     named("GPU", g.id, "cloud_source, cloud_date").constData());
    }
    for (const ModelPreset& m : c.models) {
        QVERIFY2(!m.source.empty(), named("model", m.id, "source").constData());
        QVERIFY2(isCatalogueDate(m.date), named("model", m.id, "date").constData());
    }
    for (const EngineProfile& e : c.engines) {
        QVERIFY2(!e.source.empty(), named("engine", e.id, "source").constData());
        QVERIFY2(isCatalogueDate(e.date), named("engine", e.id, "date").constData());
    }
}

void CatalogueDatesTest::noPriceIsOlderThanItsSpecification() {
    for (const Gpu& g : test::catalogue().gpus) {
        if (g.priceUsd)
            QVERIFY2(notOlder(g.priceDate, g.specDate),
                     named("GPU", g.id, "price_date before spec_date").constData());
        if (g.cloudUsdPerGpuHour)
            QVERIFY2(notOlder(g.cloudDate, g.specDate),
                     named("GPU", g.id, "cloud_date before spec_date").constData());
    }
}

void CatalogueDatesTest::asOfIsTheNewestDate() {
    const Catalogue& c = test::catalogue();
    const std::string asOf = catalogueAsOf(c);
    QVERIFY(isCatalogueDate(asOf));
    bool held = false;
    auto check = [&](const std::string& date, const std::string& id) {
        QVERIFY2(date <= asOf, named("entry", id, "is newer than the catalogue").constData());
        held = held || date == asOf;
    };
    for (const Gpu& g : c.gpus) {
        for (const std::string* date : {&g.specDate, &g.priceDate, &g.cloudDate, &g.serverDate})
            check(*date, g.id);
    }
    for (const ModelPreset& m : c.models)
        check(m.date, m.id);
    for (const EngineProfile& e : c.engines)
        check(e.date, e.id);
    QVERIFY(held);
    // The 2026 entries are in it.
    QVERIFY(asOf >= "2025-08-05");
}

void CatalogueDatesTest::asOfFollowsAUserCatalogue() {
    const Result<Catalogue> newer = withUserCatalogue(test::catalogue(), R"({"models": [
        {"id": "later", "layers": 2, "hidden": 64, "heads": 2, "ffn": 128, "vocab": 100,
         "source": "test", "date": "2099-02-03"},
        {"id": "undated", "layers": 2, "hidden": 64, "heads": 2, "ffn": 128, "vocab": 100,
         "source": "test", "date": "some day in 2100"}]})",
                                                      "user.json");
    QVERIFY(newer.ok());
    QCOMPARE(catalogueAsOf(*newer), std::string("2099-02-03"));
    QCOMPARE(catalogueAsOf(Catalogue{}), std::string());
}

QTEST_APPLESS_MAIN(CatalogueDatesTest)
#include "tst_catalogue_dates.moc"
