"""The emulated board: a copy of the board image booted through UEFI under qemu-system-aarch64
(or qemu-system-arm for the armhf image), with its serial console (the root shell the image's init opens) and QEMU's monitor (screendumps,
guest memory dumps). Used by Tests/Board/board-test.py and Board/Measure/measure-device.py."""
import json
import os
import socket
import subprocess
import time

FIRMWARE = "/usr/share/AAVMF/AAVMF_CODE.fd"
FIRMWARE_VARIABLES = "/usr/share/AAVMF/AAVMF_VARS.fd"
# The machine as the board test boots it: the board, its CPU and memory, the firmware. The armhf
# image boots on a Cortex-A15 with Debian's 32-bit UEFI firmware (qemu-efi-arm); highmem=off keeps
# every device below 4 GiB, where a kernel without LPAE reaches it.
MEMORY_MIB = 512
MACHINES = {
    "arm64": {"qemu": "qemu-system-aarch64", "machine": "virt", "cpu": "cortex-a53",
              "firmware": FIRMWARE, "variables": FIRMWARE_VARIABLES},
    "armhf": {"qemu": "qemu-system-arm", "machine": "virt,highmem=off", "cpu": "cortex-a15",
              "firmware": "/usr/share/AAVMF/AAVMF32_CODE.fd", "variables": "/usr/share/AAVMF/AAVMF32_VARS.fd"},
}


def image_architecture(image):
    """The architecture of a board image by its name (tactile-armhf.img, tactile-arm64.img)."""
    return "armhf" if os.path.basename(image).endswith("-armhf.img") else "arm64"


def machine_arguments(variables, arch="arm64"):
    """QEMU's arguments for the machine itself, with `variables` as the firmware's variable
    store. The device tree QEMU makes depends on them: with firmware and ACPI, the virt board
    has no PL061 GPIO (a device tree made without the firmware lists one that is not there)."""
    machine = MACHINES[arch]
    return [machine["qemu"], "-M", machine["machine"], "-cpu", machine["cpu"], "-m", str(MEMORY_MIB),
            "-drive", f"if=pflash,format=raw,readonly=on,file={machine['firmware']}",
            "-drive", f"if=pflash,format=raw,file={variables}"]


def machine_device_tree(work, path):
    """Writes to `path` the device tree (DTB) QEMU gives the board's machine; the firmware hands
    it on to the kernel unless GRUB loads another one (`devicetree`)."""
    variables = os.path.join(work, "dumpdtb-efivars.fd")
    subprocess.run(["cp", FIRMWARE_VARIABLES, variables], check=True)
    machine = machine_arguments(variables)
    machine[machine.index("-M") + 1] += f",dumpdtb={path}"
    subprocess.run(machine + ["-nic", "none", "-display", "none"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.remove(variables)


def copy_to_esp(disk, files):
    """Copies `files` (path on the EFI system partition → host path) into the disk image's first
    partition (FAT, written by Board/Image/build-image.sh) with mtools, replacing what is there."""
    table = json.loads(subprocess.run(["sfdisk", "--json", disk], check=True, capture_output=True,
                                      text=True).stdout)["partitiontable"]
    offset = table["partitions"][0]["start"] * table.get("sectorsize", 512)
    for target, source in files.items():
        subprocess.run(["mcopy", "-o", "-i", f"{disk}@@{offset}", source, "::" + target], check=True,
                       env=dict(os.environ, MTOOLS_SKIP_CHECK="1"))


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, position = [], 0
    while len(fields) < 4:  # magic, width, height, maxval, skipping comments
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position) + 1
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    assert fields[0] == b"P6", f"{path}: not a binary PPM"
    return int(fields[1]), int(fields[2]), data[position + 1:]


class Board:
    def __init__(self, image, work, arguments, files, screen=(1280, 800), esp_files=None, devices=None):
        """Boots a copy of `image` with `arguments` for the launcher and `files` (name → host
        path) readable in the guest at /sys/firmware/qemu_fw_cfg/by_name/opt/tactile/NAME/raw.
        `esp_files` (path → host path) go into the copy's EFI system partition before it boots.
        `devices` (QEMU arguments) replace the display, touch and sound devices (virtio-gpu with a
        `screen`-sized display, virtio-tablet, a USB audio device playing into `sound_path`,
        a WAV file)."""
        self.work = work
        self.monitor_path = os.path.join(work, "monitor.sock")
        self.serial_path = os.path.join(work, "serial.sock")
        self.log = b""
        disk = os.path.join(work, "disk.img")
        variables = os.path.join(work, "efivars.fd")
        self.arch = image_architecture(image)
        subprocess.run(["cp", "--sparse=always", image, disk], check=True)
        subprocess.run(["cp", MACHINES[self.arch]["variables"], variables], check=True)
        if esp_files:
            copy_to_esp(disk, esp_files)
        # What the guest plays on its sound card (a USB audio device on an xHCI controller) is
        # written to this WAV file.
        self.sound_path = os.path.join(work, "sound.wav")
        if devices is None:
            devices = ["-device", f"virtio-gpu-pci,xres={screen[0]},yres={screen[1]}", "-device", "virtio-tablet-pci",
                       "-audiodev", f"wav,id=sound,path={self.sound_path}", "-device", "qemu-xhci",
                       "-device", "usb-audio,audiodev=sound"]
        firmware_files = ["-fw_cfg", f"name=opt/tactile/options,string={arguments}"]
        for name, path in files.items():
            firmware_files += ["-fw_cfg", f"name=opt/tactile/{name},file={path}"]
        self.command = [
            *machine_arguments(variables, self.arch),
            "-drive", f"if=none,id=disk,format=raw,file={disk}", "-device", "virtio-blk-pci,drive=disk",
            *firmware_files,
            # No network: the default NIC would need an iPXE ROM the board has no use for.
            "-no-reboot", "-nic", "none",
            *devices,
            "-display", "none",
            "-serial", f"unix:{self.serial_path},server=on,wait=on",
            "-monitor", f"unix:{self.monitor_path},server=on,wait=off",
        ]
        self._power_on()

    def _power_on(self):
        # The emulated board runs ahead of the compilers `make test` runs beside it (where the
        # process may raise its priority): starved, the guest delivered a replayed five-finger
        # pinch too late to be one (seen with two device builds beside the board).
        def run_ahead():
            try:
                os.nice(-10)
            except OSError:
                pass
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        preexec_fn=run_ahead)
        self.serial = self._connect(self.serial_path)
        self.monitor = self._connect(self.monitor_path)
        self._monitor_read_until(b"(qemu)")

    def _connect(self, path):
        for _ in range(200):
            if self.process.poll() is not None:
                raise SystemExit(f"qemu exited: {self.process.stdout.read().decode(errors='replace')}")
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.connect(path)
                return s
            except OSError:
                time.sleep(0.05)
        raise SystemExit(f"cannot connect to {path}")

    def _monitor_read_until(self, marker):
        data = b""
        self.monitor.settimeout(10)
        while marker not in data:
            try:
                chunk = self.monitor.recv(4096)
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                self.process.wait(timeout=10)
                raise SystemExit("qemu exited: " + self.process.stdout.read().decode(errors="replace"))
            data += chunk
        return data

    def wait_for(self, text, timeout, occurrences=1):
        """Reads the serial console until `text` has appeared `occurrences` times in all."""
        deadline = time.time() + timeout
        self.serial.settimeout(0.5)
        while self.log.count(text.encode()) < occurrences:
            if time.time() > deadline:
                raise SystemExit(f"board: no '{text}' after {timeout} s; serial log:\n"
                                 + self.log.decode(errors="replace"))
            try:
                chunk = self.serial.recv(4096)
                if not chunk:
                    raise SystemExit("board: serial closed; log:\n" + self.log.decode(errors="replace"))
                self.log += chunk
            except socket.timeout:
                pass

    def read_for(self, seconds):
        """Reads the serial console for `seconds` (what arrives is added to the log)."""
        deadline = time.time() + seconds
        self.serial.settimeout(0.2)
        while time.time() < deadline:
            try:
                chunk = self.serial.recv(4096)
                if not chunk:
                    return
                self.log += chunk
            except socket.timeout:
                pass

    def send(self, line):
        self.serial.sendall(line.encode() + b"\n")

    def power_cycle(self):
        """Cuts the power and boots again from the same disk: QEMU quits at once (what the
        guest kernel has not written to the disk is lost; it neither syncs nor unmounts) and
        starts anew. The serial log goes on."""
        self.monitor.sendall(b"quit\n")
        self.process.wait(timeout=30)
        self.serial.close()
        self.monitor.close()
        for path in (self.serial_path, self.monitor_path):
            if os.path.exists(path):
                os.remove(path)
        self._power_on()

    def run(self, command, done, timeout=30, occurrences=None):
        """Types `command` into the guest's shell, followed by an echo of `done`, and waits for
        that echo. The marker is split by quotes in what is typed, so the terminal's echo of
        the typed line does not count."""
        split = done[:len(done) // 2] + '""' + done[len(done) // 2:]
        if occurrences is None:
            occurrences = self.log.count(done.encode()) + 1
        self.send(f'{command}; echo "{split}"')
        self.wait_for(done, timeout, occurrences)

    def write_file(self, guest_path, host_path):
        """Types a small text file into the guest through the serial shell (a here-document), for
        guests without QEMU's firmware files (the armhf kernel has no qemu_fw_cfg)."""
        with open(host_path) as f:
            text = f.read()
        self.send(f"cat > {guest_path} <<'TACTILE_EOF'")
        for line in text.splitlines():
            self.send(line)
        self.send("TACTILE_EOF")  # alone on its line, or it does not end the here-document
        self.run("true", f"board: wrote {os.path.basename(guest_path)}")

    def screendump(self, name):
        path = os.path.join(self.work, name)
        self.monitor.sendall(f"screendump {path}\n".encode())
        self._monitor_read_until(b"(qemu)")
        for _ in range(100):
            if os.path.exists(path) and os.path.getsize(path) > 0:
                return read_ppm(path)
            time.sleep(0.05)
        raise SystemExit(f"screendump {name} produced nothing")

    def physical_memory(self, address, size, name):
        """`size` bytes of the guest's physical memory from `address` (QEMU's pmemsave)."""
        path = os.path.join(self.work, name)
        # Relative to QEMU's directory (this process's): the monitor reads the size as an
        # expression, which a leading "/" of the path would continue as a division.
        self.monitor.sendall(f"pmemsave {address:#x} {size} {os.path.join('.', os.path.relpath(path))}\n".encode())
        reply = self._monitor_read_until(b"(qemu)")
        for _ in range(100):
            if os.path.exists(path) and os.path.getsize(path) == size:
                with open(path, "rb") as f:
                    return f.read()
            time.sleep(0.05)
        raise SystemExit(f"pmemsave {name} produced nothing: {reply.decode(errors='replace')[-300:]}")

    def screendump_until(self, expected, name, timeout=15):
        """Screendumps until the screen shows `expected` or `timeout` seconds pass; returns the
        last one. virtio-gpu's fbdev flushes written pages with a delay (deferred I/O), and
        animations take their time, so a picture may arrive over a few screendumps."""
        deadline, attempt = time.time() + timeout, 0
        while True:
            attempt += 1
            width, height, shown = self.screendump(f"{name}-{attempt}.ppm")
            if shown == expected or time.time() > deadline:
                return width, height, shown
            time.sleep(0.3)

    def stop(self):
        try:
            self.send("poweroff -f")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
