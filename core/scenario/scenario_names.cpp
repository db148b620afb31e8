#include "core/scenario/scenario_names.h"

#include <array>
#include <utility>

namespace ridgeline {

namespace {

template <class E, std::size_t N>
std::string_view nameOf(const std::array<std::pair<E, std::string_view>, N>& table, E value) {
    for (const auto& [e, name] : table) {
        if (e == value)
            return name;
    }
    return table[0].second;
}

template <class E, std::size_t N>
std::optional<E> valueOf(const std::array<std::pair<E, std::string_view>, N>& table,
                         std::string_view name) {
    for (const auto& [e, n] : table) {
        if (n == name)
            return e;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<Mode, std::string_view>, 2> modes{
    {{Mode::inference, "inference"}, {Mode::training, "training"}}};
constexpr std::array<std::pair<Optimizer, std::string_view>, 6> optimizers{
    {{Optimizer::adamw, "adamw"},
     {Optimizer::adam, "adam"},
     {Optimizer::sgd, "sgd"},
     {Optimizer::adam8bit, "adam8bit"},
     {Optimizer::none, "none"},
     {Optimizer::sgdNoMomentum, "sgd-no-momentum"}}};
constexpr std::array<std::pair<Recompute, std::string_view>, 3> recomputes{
    {{Recompute::none, "none"}, {Recompute::selective, "selective"}, {Recompute::full, "full"}}};
constexpr std::array<std::pair<ActivationRule, std::string_view>, 2> rules{
    {{ActivationRule::formula, "formula"}, {ActivationRule::twiceWeights, "2x-weights"}}};
constexpr std::array<std::pair<TimeBasis, std::string_view>, 2> bases{
    {{TimeBasis::mfu, "mfu"}, {TimeBasis::modelled, "modelled"}}};

} // namespace

std::string_view modeName(Mode m) {
    return nameOf(modes, m);
}
std::string_view optimizerName(Optimizer o) {
    return nameOf(optimizers, o);
}
std::string_view recomputeName(Recompute r) {
    return nameOf(recomputes, r);
}
std::string_view activationRuleName(ActivationRule r) {
    return nameOf(rules, r);
}
std::string_view timeBasisName(TimeBasis t) {
    return nameOf(bases, t);
}
std::string_view boundName(Bound b) {
    switch (b) {
    case Bound::compute:
        return "compute";
    case Bound::communication:
        return "communication";
    case Bound::memory:
        break;
    }
    return "memory";
}

std::optional<Mode> modeFromName(std::string_view s) {
    return valueOf(modes, s);
}
std::optional<Optimizer> optimizerFromName(std::string_view s) {
    return valueOf(optimizers, s);
}
std::optional<Recompute> recomputeFromName(std::string_view s) {
    return valueOf(recomputes, s);
}
std::optional<ActivationRule> activationRuleFromName(std::string_view s) {
    return valueOf(rules, s);
}
std::optional<TimeBasis> timeBasisFromName(std::string_view s) {
    return valueOf(bases, s);
}

} // namespace ridgeline
