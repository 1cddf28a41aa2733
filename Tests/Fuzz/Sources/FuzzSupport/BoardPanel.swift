import TactileInput

/// The board's touch panel (`Tests/Board/touch/tap.evemu`'s): 10 slots of protocol B over 1281 × 801
/// units. Recordings that carry only events, as public collections split them, are replayed on
/// it.
public let boardPanel = DeviceDescription.multitouchPanel(name: "Tactile board panel", maximumX: 1280, maximumY: 800)

/// `boardPanel` as the description part of an evemu recording.
public let boardPanelText = EvemuFormat.text(for: boardPanel)
