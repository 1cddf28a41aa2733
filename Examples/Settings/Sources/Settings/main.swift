// A settings screen as an app writes one: sections of rows (a switch, a slider, a value that
// opens a page, a checkmarked choice, a wrapping note), self-sizing rows, styled headers, and a
// pushed page with a text field. The Appearance rows set the system appearance (as
// `--appearance` does); `--dark` starts dark; `--open-name` starts on the pushed page. The list
// lays out for its traits: on a compact width (a portrait screen) the notes wrap narrower.
import Tactile

/// What the settings hold.
final class Preferences {
    var wifi = true
    var brightness = 0.6
    var name = "Tactile"
}

/// The page pushed by the "Name" row: one text field editing the device's name.
final class NameController: ViewController {
    let preferences: Preferences
    let field = TextField(frame: Rect(x: 16, y: 80, width: 300, height: 40))

    init(preferences: Preferences) {
        self.preferences = preferences
        super.init()
        title = "Name"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.text = preferences.name
        field.placeholder = "Device name"
        field.addAction(for: .editingChanged, target: self) { owner, _ in owner.preferences.name = owner.field.text }
        view.addSubview(field)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the translucent navigation bar: the safe area.
        let area = view.safeAreaLayoutGuide.layoutFrame
        field.frame = Rect(x: area.minX + 16, y: area.minY + 24, width: area.width - 32, height: 40)
    }
}

/// The list of settings: its own data source and delegate.
final class SettingsController: ViewController, ListViewDataSource, ListViewDelegate {
    let preferences = Preferences()
    let list = ListView(frame: .zero)
    let themes = ["Automatic", "Light", "Dark"]
    let appearances: [AppearancePreference] = [.automatic, .light, .dark]

    override init() {
        super.init()
        title = "Settings"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // One identifier per kind of row: a reused cell keeps its control, only its value changes.
        list.register("switch") {
            let cell = ListCell(style: .default, reuseIdentifier: "switch")
            cell.accessoryView = Switch(frame: .zero)
            return cell
        }
        list.register("slider") {
            let cell = ListCell(style: .default, reuseIdentifier: "slider")
            cell.accessoryView = Slider(frame: Rect(x: 0, y: 0, width: 160, height: Slider.height))
            return cell
        }
        list.register("value") { ListCell(style: .value1, reuseIdentifier: "value") }
        list.register("note") {
            let cell = ListCell(style: .default, reuseIdentifier: "note")
            cell.textLabel.numberOfLines = 0
            return cell
        }
        list.rowHeight = ListView.automaticDimension
        list.listDelegate = self
        list.dataSource = self
        view.addSubview(list)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        list.frame = view.bounds
    }

    func numberOfSections(in listView: ListView) -> Int { 3 }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        [3, themes.count, 2][section]
    }

    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        ["Device", "Appearance", "About"][section]
    }

    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            let cell = listView.dequeueReusableCell(withIdentifier: "switch")
            cell.textLabel.text = "Wi-Fi"
            if let toggle = cell.accessoryView as? Switch {
                toggle.isOn = preferences.wifi
                toggle.removeAllActions()
                toggle.addAction(for: .valueChanged, target: self) { owner, control in
                    owner.preferences.wifi = (control as? Switch)?.isOn ?? false
                }
            }
            return cell
        case (0, 1):
            let cell = listView.dequeueReusableCell(withIdentifier: "slider")
            cell.textLabel.text = "Brightness"
            (cell.accessoryView as? Slider)?.value = preferences.brightness
            return cell
        case (0, _):
            let cell = listView.dequeueReusableCell(withIdentifier: "value")
            cell.textLabel.text = "Name"
            cell.detailTextLabel.text = preferences.name
            cell.accessoryType = .disclosureIndicator
            return cell
        case (1, let row):
            let cell = listView.dequeueReusableCell(withIdentifier: "value")
            cell.textLabel.text = themes[row]
            cell.detailTextLabel.text = ""
            cell.accessoryType = listView.session?.appearance == appearances[row] ? .checkmark : .none
            return cell
        case (2, 1):
            // What the program shows on (`--display`: a framebuffer, DRM, a window or memory), as
            // the start-up line names it: the list reaches its session through its window.
            let cell = listView.dequeueReusableCell(withIdentifier: "note")
            cell.textLabel.text = "Display: " + (listView.session?.displayDescription ?? "none")
            return cell
        default:
            let cell = listView.dequeueReusableCell(withIdentifier: "note")
            cell.textLabel.text =
                "Settings are kept on this device only. Rows grow to fit their text, "
                + "as this one does, and the list measures them at its width."
            return cell
        }
    }

    func listView(_ listView: ListView, willDisplayHeaderView header: ListSectionHeader, forSection section: Int) {
        header.textLabel.font = .system(size: 13, weight: .bold)
    }

    func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
        listView.deselectRow(at: indexPath, animated: true)
        if indexPath == IndexPath(row: 2, section: 0) {
            navigationController?.pushViewController(NameController(preferences: preferences), animated: true)
        } else if indexPath.section == 1 {
            // The whole device's appearance, cross-faded; the checkmark follows.
            listView.session?.appearance = appearances[indexPath.row]
            listView.reloadData()
        }
    }
}

let app = Application(
    options: [
        .flag("--dark", help: "the dark style"),
        .flag("--open-name", help: "start on the Name page")
    ])
if app.isSet("--dark") { app.session.setAppearance(.dark, animated: false) }
let settings = SettingsController()
let navigation = NavigationController(rootViewController: settings)
app.window.rootViewController = navigation
if app.isSet("--open-name") {
    navigation.pushViewController(NameController(preferences: settings.preferences), animated: false)
}
app.run()
