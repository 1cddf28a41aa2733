#!/bin/sh
# Runs inside the emulated board as root (Board/Measure/measure-device.py passes it as a firmware file):
# restarts the launcher under observation and prints "measure: MARK field value ..." lines.
#   start / first-frame   the uptime at exec and when the first frame was reported
#   idle / settled        at the first idle report, and IDLE_SECONDS later: memory, context
#                         switches and CPU time of the process
#   animated              after a five-finger pinch home has played and the program is idle again
#   smaps                 then, the resident kB by kind of mapping (binary, libraries, fonts, ...)
#   latency               one line per frame that showed touches of that pinch and of a tap on an
#                         icon (--log-latency): from the kernel's timestamp of the uinput report
#                         to the end of the present, and the frame's own time
# Usage: sh measure-device.sh IDLE_SECONDS [DISPLAY] (DISPLAY as --display takes it: fbdev:/dev/fb0,
# the default, or drm)
idle_seconds=${1:-10}
display=${2:-fbdev:/dev/fb0}
firmware=/sys/firmware/qemu_fw_cfg/by_name/opt/tactile
fail() { echo "measure: failed $*"; echo "measure: finished"; exit 1; }
uptime_now() { cut -d' ' -f1 /proc/uptime; }

# Stop the launcher the init started (a normal exit: the init does not restart it).
kill -TERM "$(pidof tactile)" 2>/dev/null
for i in $(seq 50); do pidof tactile > /dev/null || break; sleep 0.1; done
cat "$firmware/pinch-home.evemu/raw" > /tmp/pinch-home.evemu
cat "$firmware/tap-showcase.evemu/raw" > /tmp/tap-showcase.evemu

# The program's output goes through a FIFO to a reader that stamps each line with the uptime, so
# nothing polls while it starts.
rm -f /tmp/measure.fifo /tmp/measure.log
mkfifo /tmp/measure.fifo
while read -r line; do echo "$(uptime_now) $line"; done < /tmp/measure.fifo > /tmp/measure.log &
start=$(uptime_now)
setsid sh -c "exec su -s /bin/sh tactile -c 'exec /usr/bin/tactile --display $display \
    --settings /tmp/measure.conf --open Showcase --time 09:41 --log-latency' < /dev/tty1 > /tmp/measure.fifo 2>&1" &

wait_for_line() {  # wait_for_line TEXT COUNT: until COUNT lines of the log hold TEXT (60 s at most)
    for i in $(seq 600); do
        [ "$(grep -c "$1" /tmp/measure.log)" -ge "$2" ] && return 0
        sleep 0.1
    done
    fail "no '$1' (count $2) in: $(cat /tmp/measure.log)"
}
wait_for_line "first frame presented" 1
wait_for_line "tactile: idle" 1
pid=$(pidof tactile) || fail "tactile is not running"
sample() {  # sample MARK: the process's memory, context switches, CPU time and frames so far
    frames=$(grep "tactile: idle" /tmp/measure.log | tail -1 | sed -n 's/.*(\([0-9]*\) frames presented).*/\1/p')
    echo "measure: $1 uptime $(uptime_now)" \
        "$(grep -E '^(VmHWM|VmRSS|RssAnon|RssFile|RssShmem|voluntary_ctxt_switches):' /proc/$pid/status | tr -s ' \t\n' '   ')" \
        "cpu_ns $(cut -d' ' -f1 /proc/$pid/schedstat) frames ${frames:-0}"
}
echo "measure: start uptime $start"
echo "measure: first-frame uptime $(grep "first frame presented" /tmp/measure.log | head -1 | cut -d' ' -f1)"
sample idle
sleep "$idle_seconds"
sample settled
tactile play /tmp/pinch-home.evemu 2>/dev/null || fail "cannot play the pinch"
wait_for_line "tactile: idle" 2
sample animated
# Where the resident memory is, by mapping: the program's own pages, shared libraries, fonts,
# the framebuffer, the heap (malloc's arena), other anonymous memory (large bitmaps are mapped
# on their own) and the stack, in kB.
awk '/^[0-9a-f]+-[0-9a-f]+ / { path = $6; kind = "anonymous"
        if (path == "/usr/bin/tactile") kind = "binary"
        else if (path ~ /\.so/) kind = "libraries"
        else if (path ~ /\.(ttf|otf)$/) kind = "fonts"
        else if (path ~ /^\/dev\/fb/ || path ~ /^\/dev\/dri/) kind = "framebuffer"
        else if (path == "[heap]") kind = "heap"
        else if (path == "[stack]") kind = "stack"
        else if (path ~ /^\//) kind = "other_files"
        next }
    /^Rss:/ { kb[kind] += $2 }
    END { line = "measure: smaps"
        n = split("binary libraries fonts framebuffer heap anonymous stack other_files", kinds, " ")
        for (i = 1; i <= n; i++) line = line " " kinds[i] " " (kb[kinds[i]] + 0)
        print line }' "/proc/$pid/smaps"
tactile play /tmp/tap-showcase.evemu 2>/dev/null || fail "cannot play the tap"
wait_for_line "tactile: idle" 3
sed -n 's/.*tactile: touch to present \([0-9.]*\) ms (frame \([0-9.]*\) ms).*/measure: latency ms \1 frame_ms \2/p' /tmp/measure.log
kill -TERM "$pid"
echo "measure: finished"
