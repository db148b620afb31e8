#include "core/scenario/scenario_fields.h"

#include "core/scenario/scenario_field_table.h"

#include <vector>

namespace ridgeline {

namespace {

using namespace fieldTable;

// Every row with its value in `s` (unset: the member is empty, or its group's object absent).
using Visit = std::function<void(const FieldLimit&, std::optional<double>, FieldCheck)>;

template <class T>
void visitRows(std::span<const FieldRow<T>> rows, const T* o, FieldCheck check, const Visit& f) {
    for (const FieldRow<T>& row : rows)
        f(row.limit, o ? row.valueIn(*o) : std::nullopt, check);
}

template <class T> const T* present(const std::optional<T>& o) {
    return o ? &*o : nullptr;
}

// The groups in the order validate() reports their problems.
void visitGroups(const Scenario& s, const Visit& f) {
    using C = FieldCheck;
    const Workload& w = s.workload;
    visitRows(modelFields(), &s.model, C::limit, f);
    visitRows(architectureFields(), &s.model.arch, C::code, f);
    visitRows(hardwareFields(), &s.hardware, C::limit, f);
    visitRows(clusterFields(), &s.hardware, C::limit, f);
    visitRows(prefillPoolFields(), present(s.hardware.prefillPool), C::code, f);
    visitRows(inferenceFields(), &w, C::limit, f);
    visitRows(trainingFields(), &w, C::limit, f);
    visitRows(servingFields(), present(w.serving), C::limitShort, f);
    visitRows(schedulerFields(), w.serving ? &w.serving->scheduler : nullptr, C::limitShort, f);
    visitRows(speculativeFields(), present(w.speculative), C::limitShort, f);
    visitRows(hostFields(), &s.hardware.host, C::limitShort, f);
    visitRows(offloadFields(), present(w.offload), C::code, f);
    visitRows(efficiencyFields(), &s.efficiencyOverrides, C::limit, f);
    visitRows(economicsFields(), &s.economics, C::limit, f);
    visitRows(requirementsFields(), present(s.requirements), C::limit, f);
}

} // namespace

std::span<const FieldRow<ModelSpec>> modelFields() {
    return modelRows;
}
std::span<const FieldRow<Architecture>> architectureFields() {
    return architectureRows;
}
std::span<const FieldRow<HardwareSpec>> hardwareFields() {
    return hardwareRows;
}
std::span<const FieldRow<HardwareSpec>> clusterFields() {
    return clusterRows;
}
std::span<const FieldRow<PrefillPool>> prefillPoolFields() {
    return prefillPoolRows;
}
std::span<const FieldRow<HostSpec>> hostFields() {
    return hostRows;
}
std::span<const FieldRow<Workload>> inferenceFields() {
    return inferenceRows;
}
std::span<const FieldRow<Workload>> trainingFields() {
    return trainingRows;
}
std::span<const FieldRow<ServingSpec>> servingFields() {
    return servingRows;
}
std::span<const FieldRow<SchedulerSettings>> schedulerFields() {
    return schedulerRows;
}
std::span<const FieldRow<SpeculativeSpec>> speculativeFields() {
    return speculativeRows;
}
std::span<const FieldRow<OffloadSpec>> offloadFields() {
    return offloadRows;
}
std::span<const FieldRow<EfficiencyOverrides>> efficiencyFields() {
    return efficiencyRows;
}
std::span<const FieldRow<Economics>> economicsFields() {
    return economicsRows;
}
std::span<const FieldRow<Requirements>> requirementsFields() {
    return requirementsRows;
}

void forEachFieldValue(const Scenario& s,
                       const std::function<void(const FieldLimit&, double, FieldCheck)>& f) {
    visitGroups(s, [&f](const FieldLimit& limit, std::optional<double> v, FieldCheck check) {
        if (v)
            f(limit, *v, check);
    });
}

std::span<const FieldLimit* const> allFieldLimits() {
    static const std::vector<const FieldLimit*> all = [] {
        std::vector<const FieldLimit*> v;
        const Scenario blank; // named: g++ 12 warns falsely about a temporary's strings
        visitGroups(blank, [&v](const FieldLimit& limit, std::optional<double>, FieldCheck) {
            v.push_back(&limit);
        });
        return v;
    }();
    return all;
}

} // namespace ridgeline
