# The two set-up commands of the README: `make run` and `make test`. Both install any missing
# Debian packages first (scripts/install-deps.sh), then build a Release tree in build/. Each build
# tree is configured from a preset of CMakePresets.json (release, asan-ubsan, asan-ui, fuzz).
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=

.PHONY: all deps configure build run test bench package sanitize sanitize-ui fuzz format \
	format-check clean

all: build

deps:
	@bash scripts/install-deps.sh

configure: deps
	@cmake --preset release -B $(BUILD) $(CMAKE_FLAGS) > /dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

# Starts the desktop app on the built-in default scenario.
run: build
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ] && [ -z "$$QT_QPA_PLATFORM" ]; then \
		echo "No display found: starting under xvfb-run (set DISPLAY to see the window)."; \
		xvfb-run -a $(BUILD)/app/ridgeline; \
	else \
		$(BUILD)/app/ridgeline; \
	fi

test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The Debian package (installs under /usr): $(BUILD)/ridgeline_<version>-1_<arch>.deb.
package: build
	@bash scripts/install-deps.sh --package
	@cd $(BUILD) && cpack -G DEB

# Each benchmark prints lines of the form `name: value unit`.
bench: build
	@for b in $(BUILD)/tests/bench/bench_*; do \
		if [ -f "$$b" ] && [ -x "$$b" ]; then QT_QPA_PLATFORM=offscreen "$$b" 2>/dev/null || exit 1; fi; \
	done

# Core and CLI with AddressSanitizer and UndefinedBehaviorSanitizer, then the core tests and the
# bad-input fixtures through them.
sanitize: deps
	@cmake --preset asan-ubsan -B $(BUILD)-asan > /dev/null
	@cmake --build $(BUILD)-asan -j $(JOBS)
	@cd $(BUILD)-asan && ctest --output-on-failure -j $(JOBS) -LE slow

# The whole app with AddressSanitizer and UndefinedBehaviorSanitizer, and every test through it
# (core, CLI and the UI tests, offscreen). Leaks inside system libraries the tests cannot free
# (fontconfig, glib, D-Bus) are suppressed by tests/sanitizer/lsan.supp. About 20 minutes on two
# cores: the Debug build takes most of it, the tests about 2 minutes.
sanitize-ui: deps
	@cmake --preset asan-ui -B $(BUILD)-asan-ui > /dev/null
	@cmake --build $(BUILD)-asan-ui -j $(JOBS)
	@cd $(BUILD)-asan-ui && LSAN_OPTIONS=suppressions=$(CURDIR)/tests/sanitizer/lsan.supp \
		ctest --output-on-failure -j $(JOBS) -LE slow

# The libFuzzer targets of tests/fuzz (clang, ASan + UBSan), each for FUZZ_SECONDS seconds from
# its seed corpus (tests/fuzz/corpus/<kind>; new finds go to $(BUILD)-fuzz/corpus/<kind>):
# scenarios, scenarios evaluated, user catalogues, measurement files, Hugging Face configs.
FUZZ_SECONDS ?= 60
FUZZ_KINDS = scenario evaluate catalogue measurements hf_config
fuzz: deps
	@cmake --preset fuzz -B $(BUILD)-fuzz > /dev/null
	@cmake --build $(BUILD)-fuzz -j $(JOBS) --target $(addprefix fuzz_,$(FUZZ_KINDS))
	@for kind in $(FUZZ_KINDS); do \
		mkdir -p $(BUILD)-fuzz/corpus/$$kind; \
		echo "fuzz_$$kind: $(FUZZ_SECONDS) s"; \
		$(BUILD)-fuzz/tests/fuzz/fuzz_$$kind -max_total_time=$(FUZZ_SECONDS) -max_len=65536 \
			-rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
			-artifact_prefix=$(BUILD)-fuzz/ $(BUILD)-fuzz/corpus/$$kind \
			tests/fuzz/corpus/$$([ $$kind = evaluate ] && echo scenario || echo $$kind) || exit 1; \
	done

format:
	@clang-format -i $$(git ls-files '*.cpp' '*.h')

# Fails, listing the files, when a tracked source is not as `make format` leaves it (CI runs it).
format-check: deps
	@clang-format --dry-run -Werror $$(git ls-files '*.cpp' '*.h')

clean:
	@rm -rf $(BUILD) $(BUILD)-asan $(BUILD)-asan-ui $(BUILD)-fuzz
