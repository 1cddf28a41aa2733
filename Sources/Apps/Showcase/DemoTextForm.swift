import TactileCore

/// The demo's text form: a name, a password (secure entry) and a note (a text view), in a
/// scroll view so the keyboard can push the field being edited into view. A tap on a field
/// brings up the on-screen keyboard; return moves from the name to the password and from the
/// password to the note; the keyboard's hide key (or tapping "Done") ends the editing. A line
/// under the fields greets the name as it is typed.
///
/// Give it any frame (it lays itself out to its width; about 360 pt tall content) inside a
/// window on a screen: the keyboard comes up on that screen (`screen.textInput`). A view holding
/// its scroll view (a `ScrollView` subclass works as well: `Tests/EmbeddedTraps/Subclasses`).
final class DemoTextForm: View {
    let scrollView = ScrollView(frame: .zero)
    let nameField: TextField
    let passwordField: TextField
    let noteView: TextView
    private let labels: [Label]
    private let greeting: Label
    private let doneButton: Button

    /// A form in `font` (the system font when nil).
    init(frame: Rect, font: Font? = nil) {
        let font = font ?? Font.system(size: 17)
        nameField = TextField(frame: .zero, font: font)
        nameField.placeholder = "Your name"
        passwordField = TextField(frame: .zero, font: font)
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        noteView = TextView(frame: .zero, font: font)
        noteView.text = "A note on several lines: it wraps at the view's width, and return starts a new line."
        noteView.borderWidth = 1
        noteView.borderColor = .opaqueSeparator
        noteView.cornerRadius = 6
        var labels: [Label] = []
        for title in ["Name", "Password", "Note"] {
            let label = Label(frame: .zero, font: font)
            label.text = title
            label.textColor = .secondaryLabel
            labels.append(label)
        }
        self.labels = labels
        greeting = Label(frame: .zero, font: font)
        greeting.text = "Type your name"
        doneButton = Button(frame: .zero)
        doneButton.setTitle("Done", for: .normal)
        doneButton.setBackgroundColor(.systemBlue, for: .normal)
        doneButton.cornerRadius = 8
        super.init(frame: frame)
        scrollView.backgroundColor = .systemGroupedBackground
        scrollView.alwaysBounceVertical = true
        addSubview(scrollView)
        for view in [labels[0], nameField, labels[1], passwordField, labels[2], noteView, greeting, doneButton] as [View] {
            scrollView.addSubview(view)
        }
        nameField.resignsFirstResponderOnReturn = false
        nameField.addAction(for: .primaryActionTriggered, target: self) { owner, _ in
            owner.passwordField.becomeFirstResponder()
        }
        nameField.addAction(for: .editingChanged, target: self) { owner, _ in
            owner.greeting.text = owner.nameField.text.isEmpty ? "Type your name" : "Hello, " + owner.nameField.text
        }
        passwordField.resignsFirstResponderOnReturn = false
        passwordField.addAction(for: .primaryActionTriggered, target: self) { owner, _ in
            owner.noteView.becomeFirstResponder()
        }
        doneButton.addAction(for: .touchUpInside, target: self) { owner, _ in
            owner.window?.screen?.textInput.dismissKeyboard()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        let margin = 16.0
        let width = Swift.max(0, bounds.width - 2 * margin)
        var y = 12.0
        for (index, field) in [nameField as View, passwordField, noteView].enumerated() {
            labels[index].frame = Rect(x: margin, y: y, width: width, height: 22)
            y += 24
            let height = field === noteView ? 120.0 : 40.0
            field.frame = Rect(x: margin, y: y, width: width, height: height)
            y += height + 12
        }
        greeting.frame = Rect(x: margin, y: y, width: Swift.max(0, width - 112), height: 40)
        doneButton.frame = Rect(x: margin + Swift.max(0, width - 100), y: y, width: 100, height: 40)
        scrollView.contentSize = Size(width: bounds.width, height: y + 52)
    }
}
