// An optional whose value lives on the heap. Results holds the figures of features most scenarios
// do not use (speculative decoding, offload, a prefill pool, the serving simulation) in these:
// an empty box is one pointer, where a std::optional would carry the whole struct, and every
// evaluation starts by clearing its Results (docs/developing.md, "Evaluation speed").
#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace ridgeline {

template <class T> class OptionalBox {
public:
    OptionalBox() = default;
    OptionalBox(std::nullopt_t) {}
    OptionalBox(const T& v)
        : p_(std::make_unique<T>(v)) {}
    OptionalBox(T&& v)
        : p_(std::make_unique<T>(std::move(v))) {}
    OptionalBox(const std::optional<T>& v) {
        if (v)
            p_ = std::make_unique<T>(*v);
    }
    OptionalBox(const OptionalBox& o)
        : p_(o.p_ ? std::make_unique<T>(*o.p_) : nullptr) {}
    OptionalBox(OptionalBox&&) noexcept = default;
    OptionalBox& operator=(const OptionalBox& o) {
        if (this != &o)
            p_ = o.p_ ? std::make_unique<T>(*o.p_) : nullptr;
        return *this;
    }
    OptionalBox& operator=(OptionalBox&&) noexcept = default;
    OptionalBox& operator=(std::nullopt_t) {
        p_.reset();
        return *this;
    }
    OptionalBox& operator=(const T& v) { return assign(T(v)); }
    OptionalBox& operator=(T&& v) { return assign(std::move(v)); }
    OptionalBox& operator=(const std::optional<T>& v) {
        if (v)
            return assign(T(*v));
        p_.reset();
        return *this;
    }

    template <class... Args> T& emplace(Args&&... args) {
        p_ = std::make_unique<T>(std::forward<Args>(args)...);
        return *p_;
    }
    void reset() { p_.reset(); }

    bool has_value() const { return p_ != nullptr; }
    explicit operator bool() const { return has_value(); }

    T& operator*() { return *p_; }
    const T& operator*() const { return *p_; }
    T* operator->() { return p_.get(); }
    const T* operator->() const { return p_.get(); }
    T& value() {
        if (!p_)
            throw std::bad_optional_access();
        return *p_;
    }
    const T& value() const {
        if (!p_)
            throw std::bad_optional_access();
        return *p_;
    }
    template <class U> T value_or(U&& fallback) const {
        return p_ ? *p_ : T(std::forward<U>(fallback));
    }
    /// A plain std::optional copy, for code that takes one.
    std::optional<T> optional() const { return p_ ? std::optional<T>(*p_) : std::nullopt; }

private:
    OptionalBox& assign(T&& v) {
        if (p_)
            *p_ = std::move(v);
        else
            p_ = std::make_unique<T>(std::move(v));
        return *this;
    }

    std::unique_ptr<T> p_;
};

} // namespace ridgeline
