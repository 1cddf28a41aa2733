import Tactile

let app = Application()
app.window.backgroundColor = Color(rgb: 0xF2_F2F7)

let label = Label(frame: Rect(x: 20, y: 40, width: 760, height: 40))
label.text = "Hello, Tactile"
label.textAlignment = .center
app.window.addSubview(label)

let button = Button(frame: Rect(x: 320, y: 120, width: 160, height: 44))
button.setTitle("Animate", for: .normal)
button.setBackgroundColor(Color(rgb: 0x3A_5CFF), for: .normal)
button.addAction(for: .touchUpInside) { _ in
    View.animate(duration: .milliseconds(400)) { label.center.y += 60 }
}
app.window.addSubview(button)
app.run()
