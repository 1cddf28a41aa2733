# Tactile's public targets. Each installs the Debian packages it needs when they are missing.
#   make run     the launcher on /dev/fb0 when writable, else on /dev/dri/card0 (DRM) outside a
#                desktop, else in a desktop window when $DISPLAY is set, else headless with a screenshot
#   make check   the edit loop's check: the format (.swift-format), debug build, unit tests, the
#                architecture, comment and doc-comment checks (no emulators)
#   make format  lays the Swift sources out as .swift-format says
#   make docs    the manual (DocC catalog and API reference) into .build/docs
#   make test    everything CI checks: build, unit tests, valgrind, the Embedded aarch64 and armhf
#                builds, pixel and behaviour checks (device binaries, apps, desktop window, board),
#                the soak, each fuzz target (libFuzzer with AddressSanitizer) for 10 s, the app soak
#                under AddressSanitizer for 60 s per app
#   make cross   the aarch64 device binary (Embedded Swift), path printed at the end; with
#                ARCH=armhf the 32-bit ARM (hard-float) one in .build/armhf
#   make launcher-test   the launcher's system gestures replayed through the program, headless
#   make accessibility-test   the screen reader through `tactile debug-accessibility`: the tree, the
#                accessibility patent's calendar walk (US 8386965), exploring and a double tap, and
#                `tactile accessibility-audit` of every app light and dark on 800x480, 480x800,
#                480x320 and 1280x800
#   make pictures   the README's pictures of the launcher and every app, light and dark, on 800x480,
#                480x800 and 480x320, made by the headless program into docs/pictures/apps
#                (`make test` fails when they are not what the program draws now)
#   make ibm1401-test   the IBM 1401 (`tactile debug-1401`) against SimH's i1401 on the decks of
#                Tests/IBM1401/decks and hostile ones
#   make device-behaviour-check   every recording, the launcher's recordings and a soak on the
#                aarch64 and armhf binaries under qemu-user, compared with the host's output
#   make app-check   the example application packages (Examples/Hello, Examples/Gestures with a
#                replayed recording, Examples/Settings in dark mode, Tests/EmbeddedTraps/Subclasses) built with plain `swift build`
#                and for aarch64 and armhf, run on all three and compared;
#                another one with APP=DIR APP_PRODUCT=NAME [APP_ARGS=...]
#   make bench   rasterizer and text against pixman/cairo, run-loop wakeups, the view scene, scenes of LVGL's kinds; JSON in .build/bench/;
#                the device program's stripped sizes per architecture and link mode, and its memory, first
#                frame, wakeups and CPU per frame in the emulated board, in .build/bench/device.json
#   make soak    random gestures of 1 to 10 fingers at the launcher for an hour of virtual time
#                (tactile-soak, release build): memory and views flat, no touch left down, sampled
#                frames equal to full redraws; SOAK_DURATION=10m SOAK_SEED=7 to change; then the app
#                soak below (an hour: APP_SOAK_DURATION per app)
#   make app-soak   every bundled app in turn under gestures aimed at what it shows (tactile-soak
#                --apps) for APP_SOAK_DURATION each (10m: an hour in all), built with AddressSanitizer,
#                LeakSanitizer at exit; the soak's checks as above; APP_SOAK_SKIP=Photos,pull-down
#                leaves out apps or gesture kinds (your own runs); make test runs 60 s per app
#   make fuzz    each fuzz target (libFuzzer with AddressSanitizer) for FUZZ_SECONDS (300)
#   make asan-test   the unit tests under AddressSanitizer (ASAN_SUITES=--parsers: the parsers')
#   make board       the board image a user writes to a card (.build/board/tactile-arm64.img; with
#                ARCH=armhf the 32-bit ARM one, .build/board/tactile-armhf.img)
#   make board-test  boot that image through UEFI under qemu-system-aarch64 and check the screen
#                on fbdev and DRM, touch, the launcher and the screen reader's speech, then
#                Examples/Hello's own image to its first frame (Tests/Board/board-app-test.py); with
#                ARCH=armhf boot the armhf image under qemu-system-arm and check its screen and a tap
.PHONY: test-checks build-debug build-release unit-test soak-test app-soak-test fuzz-test device-build-arm64 device-build-armhf device-soak-arm64 device-soak-armhf
.PHONY: check format format-check docs docs-test run test cross app-check device-behaviour-check bench soak app-soak fuzz asan-test board board-test board-image-arm64 board-image-armhf board-test-arm64 board-test-armhf deps deps-host deps-cross deps-board deps-window device-pixel-check window-test launcher-test accessibility-test ibm1401-test pictures pictures-test fonts text-test

SHELL := /bin/bash
SWIFT ?= swift
DEVICE_DIR := .build/aarch64
# The architecture `make cross` builds for: arm64 (the board's) or armhf (32-bit ARM, hard-float).
ARCH ?= arm64
CROSS_DIR_arm64 := $(DEVICE_DIR)
CROSS_DIR_armhf := .build/armhf
SCREENSHOT := .build/tactile-screenshot.png
# Debug builds carry DWARF 4 because Debian 12's valgrind cannot read DWARF 5
# (Tests/TactileImagesTests/valgrind.sh); every step of `make test` uses these same flags, so they share
# one build instead of each rebuilding with its own.
DEBUG_BUILD := $(SWIFT) build -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4
# The checks that run the whole program (launcher, soak, pixels against the device binaries,
# desktop window, board) use the release build: the debug build draws a hundred times slower
# (a replayed pinch: 70 s against 0.4 s), and the device binaries are optimised too. The unit
# tests and valgrind keep the debug build, with its assertions.
PROGRAM := .build/release/tactile
PROGRAM_BUILD := $(SWIFT) build -c release --product tactile

HOST_PACKAGES := pkg-config libpixman-1-dev libcairo2-dev libfreetype-dev libpng-dev libevdev-dev libxcb1-dev valgrind \
	libespeak-ng-dev espeak-ng-data libasound2-dev libdrm-dev simh gettext libharfbuzz-dev libfribidi-dev libunibreak-dev \
	$(FONT_PACKAGES) libharfbuzz-bin libfribidi-bin
# The fallback fonts are cut from these (Assets/fonts/make-fallback-fonts.py, by pyftsubset); the
# references of the text check (Tests/Text/check-debug-text.py) are hb-shape and fribidi.
FONT_PACKAGES := fonts-noto-core fonts-droid-fallback fonts-noto-color-emoji fonttools python3-fonttools
# python3 reads the package description for the device build (Board/Device/device-plan.py); pkg-config
# gives the arm64 libraries' flags; the cross g++ compiles HarfBuzz (Board/Packages/build-harfbuzz.sh),
# whose source tarball xz unpacks.
CROSS_PACKAGES := gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-arm-linux-gnueabihf libc6-dev-armhf-cross \
	g++-aarch64-linux-gnu g++-arm-linux-gnueabihf qemu-user pkg-config python3 curl bzip2 xz-utils
CROSS_ARM64_PACKAGES := libevdev-dev:arm64 libfreetype-dev:arm64 libpng-dev:arm64 libespeak-ng-dev:arm64 libsonic-dev:arm64 \
	libdrm-dev:arm64 libfribidi-dev:arm64
# The armhf libraries are unpacked into a sysroot rather than installed (Board/Packages/fetch-sysroot.sh
# says why); every library the static link needs is named, with its runtime package.
ARMHF_SYSROOT := .build/sysroot/armhf
ARMHF_LIBRARIES := libevdev-dev libevdev2 libfreetype-dev libfreetype6 libpng-dev libpng16-16 \
	zlib1g-dev zlib1g libbrotli-dev libbrotli1 libespeak-ng-dev libespeak-ng1 libsonic-dev libsonic0 libdrm-dev libdrm2 \
	libfribidi-dev libfribidi0

run: deps-host
	$(PROGRAM_BUILD)
	@if [ -w /dev/fb0 ]; then \
		.build/release/tactile --display fbdev:/dev/fb0; \
	elif [ -w /dev/dri/card0 ] && [ -z "$$DISPLAY" ]; then \
		.build/release/tactile --display drm:/dev/dri/card0; \
	elif [ -n "$$DISPLAY" ]; then \
		.build/release/tactile --display x11; \
	else \
		echo "no writable /dev/fb0: rendering headless"; \
		.build/release/tactile --display headless --size 800x480 --screenshot $(SCREENSHOT); \
	fi

# The edit loop's check: the format, the debug build, the unit tests, the architecture and
# comment checks; no emulators.
check: deps-host format-check
	$(DEBUG_BUILD) --build-tests
	$(SWIFT) test --skip-build
	Tests/Architecture/check-architecture.py
	Tests/Architecture/check-comments.py
	Tests/Architecture/check-doc-comments.py

# The Swift sources as .swift-format lays them out (the toolchain's swift-format): `make format`
# rewrites them so, `format-check` fails on any difference.
FORMAT_PATHS := Package.swift Sources Tests/*Tests Tests/TactileTestSupport Examples Tests/Fuzz/Sources

format-check:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

# The manual: the DocC catalog Sources/Tactile/Tactile.docc with the API reference from the debug
# build's symbol graphs, into .build/docs; any docc warning fails it (Tests/Docs/build-docs.sh).
docs: deps-host
	$(DEBUG_BUILD)
	Tests/Docs/build-docs.sh

docs-test: build-debug
	Tests/Docs/build-docs.sh

# The checks run as a graph, three at a time: most steps use one core (a device build compiles one
# module at a time, qemu runs one program, the board boots), so two chains, the host's and the
# devices', share the machine's cores. Each step's output is printed when it ends (-Otarget).
# The graph's steps that others wait for (the builds) run once however many checks need them.
test: deps-host deps-cross deps-board deps-window
	@$(MAKE) --no-print-directory -j3 -Otarget test-checks RELEASE_AFTER=build-debug APP_CHECK_AFTER=unit-test \
		FUZZ_AFTER=build-release APP_SOAK_AFTER=fuzz-test BOARD_ARMHF_AFTER=board-test-arm64
	@echo "make test: every check passed"

test-checks: device-build-arm64 device-build-armhf format-check unit-test docs-test text-test launcher-test accessibility-test pictures-test ibm1401-test soak-test device-pixel-check device-behaviour-check app-check window-test board-test-arm64 board-test-armhf fuzz-test app-soak-test

# The one debug build (unit tests, valgrind, the apps' host builds) and the one release build of
# the two programs. In `make test` one after the other (RELEASE_AFTER): SwiftPM builds one at a
# time in a scratch directory, and a build waiting for another would hold one of the three places.
RELEASE_AFTER ?=

build-debug: deps-host
	$(DEBUG_BUILD) --build-tests

build-release: deps-host $(RELEASE_AFTER)
	$(PROGRAM_BUILD)
	$(SOAK_BUILD)

# The unit and property tests; then the PNG suite, the compositor's and the parsers of the
# settings and the command line under valgrind memcheck (Tests/TactileImagesTests/valgrind.sh).
# The tests that run the built program (TactileDeviceTests) run the release one: it is what the
# other checks run, and the debug build draws a hundred times slower.
unit-test: build-debug build-release
	TACTILE_BINARY=$(CURDIR)/$(PROGRAM) $(SWIFT) test --skip-build
	Tests/Architecture/check-architecture.py
	Tests/Architecture/check-comments.py
	Tests/Architecture/check-doc-comments.py
	VALGRIND_FILTER='$(VALGRIND_SUITES)' Tests/TactileImagesTests/valgrind.sh .build

VALGRIND_SUITES := ImagesTests|CompositorTests|ScrollBlitTests|ContentsCacheTests|OcclusionTests|SystemSettingsTests|RuntimeOptionsTests

soak-test: build-release
	$(SOAK_SHORT)

# `tactile debug-text` glyph by glyph against hb-shape, fribidi and libunibreak themselves
# (Tests/Text/check-debug-text.py): the host program, then the aarch64 and armhf binaries under
# qemu-user, which must agree as well.
text-test: deps-cross build-release device-build-arm64 device-build-armhf
	Tests/Text/check-debug-text.py $(PROGRAM)
	Tests/Text/check-debug-text.py --runner qemu-aarch64 $(CROSS_DIR_arm64)/tactile
	Tests/Text/check-debug-text.py --runner qemu-arm $(CROSS_DIR_armhf)/tactile

# The device program for both architectures, each compiling its modules one by one on one core.
device-build-arm64: deps-cross
	@Board/Device/build-device.sh --arch arm64 $(CROSS_DIR_arm64)

device-build-armhf: deps-cross
	@Board/Device/build-device.sh --arch armhf $(CROSS_DIR_armhf)

# The soak for both architectures, after the program (they share the output directories).
device-soak-arm64: device-build-arm64
	@Board/Device/build-device.sh --arch arm64 --product tactile-soak $(CROSS_DIR_arm64) >/dev/null

device-soak-armhf: device-build-armhf
	@Board/Device/build-device.sh --arch armhf --product tactile-soak $(CROSS_DIR_armhf) >/dev/null

# Each fuzz target for FUZZ_SHORT_SECONDS, two at a time, with a fixed seed. In `make test` after
# the release build (FUZZ_AFTER), so that the device builds, the longest chain, start first.
FUZZ_AFTER ?=

fuzz-test: deps-host $(FUZZ_AFTER)
	FUZZ_SEED=1 Tests/Fuzz/fuzz.sh --seconds $(FUZZ_SHORT_SECONDS) --jobs 2

cross: deps-cross
	@Board/Device/build-device.sh --arch $(ARCH) $(CROSS_DIR_$(ARCH))

# The same scene from the host build and from the aarch64 and armhf binaries under qemu:
# byte-identical; the same for the rasterizer's kernel scenes (`tactile debug-raster`), and the
# kernels' loops in the aarch64 binary shown to be NEON code (Tests/NEON). Each architecture
# compiles its modules one by one on one core: `make -j2 device-pixel-check` builds both at once.
device-pixel-check: deps-cross device-build-arm64 device-build-armhf build-release
	Tests/Device/check-device-pixels.sh $(PROGRAM) $(CROSS_DIR_arm64)/tactile $(CROSS_DIR_armhf)/tactile
	Tests/NEON/check-raster-pixels.sh $(PROGRAM) $(CROSS_DIR_arm64)/tactile $(CROSS_DIR_armhf)/tactile
	Tests/NEON/check-neon.py $(CROSS_DIR_arm64)/tactile

# What ships is what is tested: every recording through debug-touches, debug-gestures and
# debug-scroll (flings, rubber band, bounce, paging, zoom), the launcher under its recordings and a
# soak of random gestures, on the aarch64 and armhf binaries under qemu-user, give the host's output
# exactly (Tests/Device/compare-behaviour.py); and the reproductions of the Embedded Swift traps
# (docs/embedded-swift-traps.md, Tests/EmbeddedTraps/check.sh).
DEVICE_SOAK_SECONDS ?= 120

device-behaviour-check: deps-cross device-soak-arm64 device-soak-armhf build-release
	Tests/Device/compare-behaviour.py --soak $(DEVICE_SOAK_SECONDS) $(PROGRAM) $(CROSS_DIR_arm64)/tactile $(CROSS_DIR_armhf)/tactile
	Tests/EmbeddedTraps/check.sh

# Applications as packages of their own, depending on Tactile by path: plain `swift build`, the
# aarch64 and armhf builds, all run headless with a screenshot and compared (Tests/Apps/check-app.sh);
# Tests/EmbeddedTraps/Subclasses subclasses every open class (and the rule that makes it link is
# checked first: Tests/EmbeddedTraps/check-final-members.py).
APP ?=
APP_PRODUCT ?=
APP_ARGS ?=

# In `make test` the apps wait for the unit tests (APP_CHECK_AFTER): their host builds share the
# debug build's scratch directory with them.
APP_CHECK_AFTER ?=

app-check: deps-host deps-cross build-debug device-build-arm64 device-build-armhf $(APP_CHECK_AFTER)
ifeq ($(APP),)
	Tests/EmbeddedTraps/check-final-members.py
	Tests/Apps/check-app.sh Examples/Hello hello
	Tests/Apps/check-no-launcher.sh Examples/Hello/.build/aarch64/hello $(CROSS_DIR_arm64)/tactile
	Tests/Apps/check-app.sh Examples/Settings settings --dark
	Tests/Apps/check-app.sh Tests/EmbeddedTraps/Subclasses subclasses
	Tests/Apps/check-app.sh Examples/Gestures cards --input replay:Examples/Gestures/cards.evemu
else
	Tests/Apps/check-app.sh $(APP) $(APP_PRODUCT) $(APP_ARGS)
endif

# The launcher through the whole program, headless: recorded system gestures over the apps, the
# --log-apps lines and the pictures (Tests/Launcher/launcher-test.py).
launcher-test: deps-host build-release
	Tests/Launcher/launcher-test.py $(PROGRAM)

# The screen reader through the whole program, headless (Tests/Accessibility/accessibility-test.py).
accessibility-test: deps-host build-release
	Tests/Accessibility/accessibility-test.py $(PROGRAM)

# The README's pictures (Tests/Pictures/app-pictures.py): `pictures` writes them, `pictures-test`
# fails unless they are what the program draws now.
pictures: deps-host build-release
	Tests/Pictures/app-pictures.py $(PROGRAM) docs/pictures/apps

pictures-test: deps-host build-release
	Tests/Pictures/app-pictures.py $(PROGRAM) docs/pictures/apps --check

# The IBM 1401 against SimH's i1401 (Debian's simh): the decks of Tests/IBM1401/decks and hostile
# ones print and stop the same (Tests/IBM1401/compare-simh.py).
ibm1401-test: deps-host build-release
	Tests/IBM1401/compare-simh.py $(PROGRAM)

# Each libFuzzer target of Tests/Fuzz (PNG, font, text layout, evemu replay, input configuration,
# settings file, command line) for FUZZ_SECONDS, built with ASan in .build/fuzz; `make test` runs
# each for FUZZ_SHORT_SECONDS with a fixed seed, two at a time.
FUZZ_SECONDS ?= 300
FUZZ_SHORT_SECONDS ?= 10

fuzz: deps-host
	Tests/Fuzz/fuzz.sh --seconds $(FUZZ_SECONDS)

# The unit tests under AddressSanitizer (.build/asan; ASAN_SUITES=--parsers: the parsers' and the
# compositor's suites). Not in `make test`, for its three minutes of building: there the fuzz
# targets run every parser under AddressSanitizer, and valgrind the compositor's suites.
ASAN_SUITES ?=

asan-test: deps-host
	Tests/Sanitizers/asan-tests.sh $(ASAN_SUITES)

# The soak: `make soak` plays an hour of virtual time on the release build; `make test` ten
# minutes.
SOAK_DURATION ?= 60m
SOAK_SEED ?= 1
SOAK_PROGRAM := .build/release/tactile-soak
SOAK_BUILD := $(SWIFT) build -c release --product tactile-soak
SOAK_SHORT := $(SOAK_PROGRAM) --duration 600s --seed 1

soak: deps-host
	$(SOAK_BUILD)
	$(SOAK_PROGRAM) --duration $(SOAK_DURATION) --seed $(SOAK_SEED)
	Tests/Sanitizers/asan-soak.sh --duration $(APP_SOAK_DURATION) --seed $(SOAK_SEED) $(APP_SOAK_OPTIONS)

# The app soak under AddressSanitizer (Tests/Sanitizers/asan-soak.sh): built with the fuzz
# targets' flags in their scratch path (.build/fuzz), so only the apps and the soak compile
# again. `make test` gives each app APP_SOAK_SHORT, after the fuzz targets (APP_SOAK_AFTER: one
# SwiftPM at a time in a scratch path); `make app-soak` APP_SOAK_DURATION each.
APP_SOAK_AFTER ?=
APP_SOAK_SHORT ?= 60s
APP_SOAK_DURATION ?= 10m
APP_SOAK_SKIP ?=
APP_SOAK_OPTIONS = $(if $(APP_SOAK_SKIP),--skip $(APP_SOAK_SKIP))

app-soak-test: deps-host $(APP_SOAK_AFTER)
	Tests/Sanitizers/asan-soak.sh --duration $(APP_SOAK_SHORT) --seed 1 $(APP_SOAK_OPTIONS)

app-soak: deps-host
	Tests/Sanitizers/asan-soak.sh --duration $(APP_SOAK_DURATION) --seed $(SOAK_SEED) $(APP_SOAK_OPTIONS)

# The demo in an X11 window on a virtual X server: the same pixels as headless, a click as a tap.
WINDOW_PACKAGES := python3 xvfb xdotool x11-apps

window-test: deps-host deps-window build-release
	Tests/DesktopWindow/window-test.py $(PROGRAM)

BOARD_DIR := .build/board
BOARD_PACKAGES := qemu-system-arm qemu-efi-aarch64 qemu-efi-arm grub-common mtools dosfstools fdisk e2fsprogs fakeroot qemu-user kmod cpio python3 device-tree-compiler

# The image for ARCH (arm64 by default, or armhf), and its boot test.
board: board-image-$(ARCH)
board-test: board-test-$(ARCH)

board-image-arm64: device-build-arm64 deps-board fonts
	Board/Image/build-image.sh --arch arm64 $(DEVICE_DIR)/tactile $(BOARD_DIR)

board-image-armhf: device-build-armhf deps-board fonts
	Board/Image/build-image.sh --arch armhf $(CROSS_DIR_armhf)/tactile $(BOARD_DIR)

# Examples/Hello's own image is built from a device build of its own folder: app-check may be
# building the same app at the same time (the compiled modules themselves are shared through
# the device cache).
board-test-arm64: board-image-arm64 build-release
	Tests/Board/board-test.py $(BOARD_DIR) $(PROGRAM)
	Tests/Board/board-app-test.py $$(Board/Device/build-device.sh --arch arm64 --package Examples/Hello --product hello $(BOARD_DIR)/hello-arm64) $(BOARD_DIR)

# In `make test` after the arm64 board (BOARD_ARMHF_AFTER): two emulated boards at once on two
# cores slow both past their timeouts.
BOARD_ARMHF_AFTER ?=

board-test-armhf: board-image-armhf build-release $(BOARD_ARMHF_AFTER)
	Tests/Board/board-test.py --arch armhf $(BOARD_DIR) $(PROGRAM) $(CROSS_DIR_armhf)/tactile

bench: deps-host deps-cross board-image-arm64
	$(SWIFT) build -c release --product tactile-bench
	.build/release/tactile-bench
	Board/Measure/measure-size.sh .build/bench/device.json
	$(SWIFT) build -c release --product tactile
	Board/Measure/measure-device.py $(BOARD_DIR) .build/release/tactile

deps: deps-host deps-cross

deps-host:
	@Board/Packages/install-packages.sh $(HOST_PACKAGES)
	@Assets/fonts/make-fallback-fonts.py

# The fallback fonts alone (deps-host cuts them too): Devanagari, Thai, CJK and emoji subsets of
# Debian's fonts, with their licences, into Assets/fonts (not in git).
fonts:
	@Board/Packages/install-packages.sh $(FONT_PACKAGES)
	@Assets/fonts/make-fallback-fonts.py

deps-board:
	@Board/Packages/install-packages.sh $(BOARD_PACKAGES)

deps-window:
	@Board/Packages/install-packages.sh $(WINDOW_PACKAGES)

deps-cross:
	@Board/Packages/install-packages.sh --arch arm64 $(CROSS_PACKAGES) $(CROSS_ARM64_PACKAGES)
	@Board/Packages/fetch-sysroot.sh armhf $(ARMHF_SYSROOT) $(ARMHF_LIBRARIES)
	@Board/Packages/build-alsa.sh arm64
	@Board/Packages/build-alsa.sh armhf
	@Board/Packages/build-harfbuzz.sh arm64
	@Board/Packages/build-harfbuzz.sh armhf
	@Board/Packages/build-unibreak.sh arm64
	@Board/Packages/build-unibreak.sh armhf
