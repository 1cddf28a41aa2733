// A label in a window, rendered once and saved as PNG: the smallest program on Tactile's
// present API. Usage: hello [--display headless] [--screenshot PATH] (default hello.png).
import CLinux
import Tactile

/// The program's arguments, which CLinux captures before `main` (Embedded Swift has no
/// CommandLine), as Sources/TactileDevice/TactileProgram.swift reads them. The only reason for
/// `import CLinux`, until the library reads the runtime options itself.
func programArguments() -> [String] {
    (1..<max(1, Int(tl_argument_count()))).map { String(cString: tl_argument(Int32($0))) }
}

let arguments = programArguments()
var path = "hello.png"
if let option = arguments.firstIndex(of: "--screenshot"), option + 1 < arguments.count {
    path = arguments[option + 1]
}

let fonts: FontLibrary
do throws(FontError) { fonts = try FontLibrary() } catch { fatalError(error.description) }

let screen = Screen(pixelWidth: 320, pixelHeight: 120)
let window = Window(screen: screen)
window.backgroundColor = Color(rgb: 0xF2_F2F7)
let label = Label(frame: Rect(x: 0, y: 40, width: 320, height: 40), font: Font.builtin(size: 24, library: fonts))
label.text = "Hello, Tactile"
label.textColor = Color(rgb: 0x22_3399)
label.textAlignment = .center
window.addSubview(label)
window.makeKeyAndVisible()

let picture = Bitmap(width: screen.pixelWidth, height: screen.pixelHeight, format: .xrgb8888)
_ = screen.render(into: picture)
do throws(ImageError) { try PNG.write(picture, to: path) } catch { fatalError(error.description) }
print("hello: wrote \(path)")
