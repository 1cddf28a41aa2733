import Tactile

let app = Application()
// System colours by UIKit's names follow the appearance (`--appearance dark`).
app.window.backgroundColor = .systemGroupedBackground

// Laid out for the points this panel has (800 × 480, 480 × 320, portrait…).
let width = app.window.bounds.width
let label = Label(frame: Rect(x: 20, y: 40, width: width - 40, height: 40))
label.text = "Hello, Tactile"
label.textAlignment = .center
app.window.addSubview(label)

let button = Button(frame: Rect(x: (width - 160) / 2, y: 120, width: 160, height: 44))
button.setTitle("Animate", for: .normal)
button.setBackgroundColor(.systemBlue, for: .normal)
button.cornerRadius = 10
button.addAction(for: .touchUpInside) { _ in
    View.animate(duration: .milliseconds(400)) { label.center.y += 60 }
}
app.window.addSubview(button)
app.run()
