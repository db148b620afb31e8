#include "core/scenario/cluster_io.h"

#include "core/scenario/scenario_field_table.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace ridgeline {

namespace detail {

namespace {

std::optional<Nic> readNic(ObjectReader& r, std::string_view key) {
    const nlohmann::json* v = r.member(key);
    if (!v)
        return std::nullopt;
    if (v->is_string()) {
        if (auto kind = nicKindFromName(v->get<std::string>()))
            return nicOf(*kind);
        r.problem(key, ProblemCode::unknownValue, shownText(v->get<std::string>()),
                  std::string(nicKindNames()),
                  fmt::format("unknown network \"{}\" (allowed: {})", v->get<std::string>(),
                              nicKindNames()));
        return std::nullopt;
    }
    if (v->is_object()) {
        ObjectReader n(*v, r.pathOf(key), r.problems());
        const std::optional<double> rate = n.number("bytes_per_s", 1e6, 1e13);
        const std::optional<double> latency = n.number("latency_s", 0, 0.1);
        if (!n.has("bytes_per_s"))
            n.problem("bytes_per_s", ProblemCode::required, "", "1e6..1e13",
                      "is required (allowed: 1e6..1e13)");
        if (!n.has("latency_s"))
            n.problem("latency_s", ProblemCode::required, "", "0..0.1",
                      "is required (allowed: 0..0.1)");
        n.finish();
        if (rate && latency)
            return customNic(*rate, *latency);
        return std::nullopt;
    }
    const std::string allowed = fmt::format(
        "a network name ({}) or an object of bytes_per_s and latency_s", nicKindNames());
    r.problem(key, ProblemCode::wrongType, typeName(*v), allowed,
              fmt::format("must be a network name or an object (allowed: {})", nicKindNames()));
    return std::nullopt;
}

nlohmann::json nicToJson(const Nic& n) {
    if (n.kind == NicKind::custom)
        return {{"bytes_per_s", n.bytesPerS}, {"latency_s", n.latencyS}};
    return nicKindName(n.kind);
}

} // namespace

void readClusterFields(ObjectReader& r, HardwareSpec& h) {
    readFields(r, clusterFields(), h);
    if (auto n = readNic(r, "network"))
        h.network = *n;
    const Cluster c = clusterOf(h);
    if (c.nic.kind == NicKind::none && h.count > c.gpusPerNode)
        r.problem("network", ProblemCode::networkNoneAcrossNodes, "none",
                  fmt::format("a NIC, or count 1..{}", c.gpusPerNode),
                  fmt::format("none cannot join the {} nodes that hardware.count {} "
                              "fills at {} GPUs per node (allowed: a NIC, or count "
                              "1..{})",
                              nodesFor(h.count, c), h.count, c.gpusPerNode, c.gpusPerNode),
                  {fmt::format("{}", nodesFor(h.count, c)), fmt::format("{}", h.count),
                   fmt::format("{}", c.gpusPerNode)});
}

void writeClusterFields(const HardwareSpec& h, nlohmann::json& out) {
    writeFields(clusterFields(), h, out);
    if (h.network)
        out["network"] = nicToJson(*h.network);
}

void readGpuServer(ObjectReader& gpu, Gpu& into) {
    const nlohmann::json* v = gpu.member("server");
    if (!v)
        return;
    ObjectReader r(*v, gpu.pathOf("server"), gpu.problems());
    Cluster& c = into.server;
    // A catalogue server takes the limits of a scenario's (core/scenario/scenario_field_table.h).
    constexpr const FieldLimit& gpus = fieldLimit("hardware.gpus_per_node");
    constexpr const FieldLimit& nics = fieldLimit("hardware.nics_per_node");
    c.gpusPerNode =
        int(r.integer(gpus.key(), std::int64_t(gpus.lo), std::int64_t(gpus.hi), c.gpusPerNode));
    if (auto n = readNic(r, "network"))
        c.nic = *n;
    c.nicsPerNode =
        int(r.integer(nics.key(), std::int64_t(nics.lo), std::int64_t(nics.hi), c.nicsPerNode));
    if (auto s = r.string("source", maxNotesBytes))
        into.serverSource = *s;
    if (auto s = r.string("date", maxNotesBytes))
        into.serverDate = *s;
    ServerPrice& p = into.serverPrice;
    // null: the part is not sold, so neither is a server for it (price_source says why).
    const nlohmann::json* usd = r.member("usd");
    if (usd && usd->is_null())
        p.usd.reset();
    else if (auto x = r.number("usd", 0, maxServerUsd))
        p.usd = *x;
    if (auto x = r.number("watts", 0, maxServerWatts))
        p.watts = *x;
    if (auto x = r.integer("desktop_gpus", 1, c.gpusPerNode))
        p.desktopGpus = int(*x);
    if (auto x = r.number("desktop_usd", 0, maxServerUsd))
        p.desktopUsd = *x;
    if (auto x = r.number("desktop_watts", 0, maxServerWatts))
        p.desktopWatts = *x;
    if (auto s = r.string("price_source", maxNotesBytes))
        p.source = *s;
    if (auto s = r.string("price_date", maxNotesBytes))
        p.date = *s;
    r.finish();
}

void readInterconnectExtras(ObjectReader& link, Interconnect& into) {
    if (auto v = link.positiveFraction("ring_fraction"))
        into.ringFraction = *v;
    into.peerToPeer = link.boolean("peer_to_peer", into.peerToPeer);
    into.nvswitch = link.boolean("nvswitch", into.nvswitch);
}

void writeGpuServer(const Gpu& g, nlohmann::json& out) {
    nlohmann::json& link = out["interconnect"];
    link["ring_fraction"] = g.interconnect.ringFraction;
    link["peer_to_peer"] = g.interconnect.peerToPeer;
    link["nvswitch"] = g.interconnect.nvswitch;
    nlohmann::json& server = out["server"];
    server = {{"gpus_per_node", g.server.gpusPerNode},
              {"network", nicToJson(g.server.nic)},
              {"nics_per_node", g.server.nicsPerNode},
              {"source", g.serverSource},
              {"date", g.serverDate}};
    const ServerPrice& p = g.serverPrice;
    if (p.usd)
        server["usd"] = *p.usd;
    server["watts"] = p.watts;
    if (p.desktopGpus > 0)
        server.update({{"desktop_gpus", p.desktopGpus},
                       {"desktop_usd", p.desktopUsd},
                       {"desktop_watts", p.desktopWatts}});
    server["price_source"] = p.source;
    server["price_date"] = p.date;
}

void applyTrainingDefaults(const nlohmann::json& doc, Scenario& s) {
    const auto workload = doc.is_object() ? doc.find("workload") : doc.end();
    const bool basisGiven =
        workload != doc.end() && workload->is_object() && workload->contains("time_basis");
    if (!basisGiven && s.efficiencyOverrides.mfu)
        s.workload.timeBasis = TimeBasis::mfu;
}

void checkTrainingFormats(const Scenario& s, Problems& problems) {
    const Workload& w = s.workload;
    if (w.mode != Mode::training || w.loraFraction > 0 || w.weightFormat.bits >= 8)
        return;
    problems.push_back(
        {"workload.lora_fraction",
         fmt::format("0 (a full fine-tune) cannot update weights stored in {:g} bits "
                     "(workload.weight_format \"{}\") (allowed: lora_fraction above 0 to "
                     "train adapters over the quantised base (QLoRA), or a weight_format of 8 "
                     "bits or more: fp8, fp16, bf16, fp32)",
                     w.weightFormat.bits, w.weightFormat.name),
         ProblemCode::quantizedFullFineTune, "0", "more than 0, at most 1"});
}

Scenario withExplicitCluster(Scenario s) {
    const Cluster c = clusterOf(s.hardware);
    s.hardware.gpusPerNode = c.gpusPerNode;
    s.hardware.network = c.nic;
    s.hardware.nicsPerNode = c.nicsPerNode;
    return s;
}

} // namespace detail

Cluster clusterOf(const HardwareSpec& h) {
    Cluster c = h.gpu.server;
    c.gpusPerNode = h.gpusPerNode.value_or(c.gpusPerNode);
    if (h.network)
        c.nic = *h.network;
    c.nicsPerNode = h.nicsPerNode.value_or(c.nicsPerNode);
    return c;
}

} // namespace ridgeline
