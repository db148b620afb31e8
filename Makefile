# The two set-up commands of the README: `make run` and `make test`. Both install any missing
# Debian packages first (scripts/install-deps.sh), then build a Release tree in build/.
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=

.PHONY: all deps configure build run test bench package sanitize format clean

all: build

deps:
	@bash scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) > /dev/null

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
	@cmake -S . -B $(BUILD)-asan -DCMAKE_BUILD_TYPE=Debug -DRIDGELINE_BUILD_UI=OFF \
		-DRIDGELINE_BUILD_BENCHMARKS=OFF -DRIDGELINE_SANITIZE=ON > /dev/null
	@cmake --build $(BUILD)-asan -j $(JOBS)
	@cd $(BUILD)-asan && ctest --output-on-failure -j $(JOBS)

format:
	@clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	@rm -rf $(BUILD) $(BUILD)-asan
