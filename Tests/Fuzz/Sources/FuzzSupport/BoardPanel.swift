import Input

/// The board's touch panel as an evemu description (the one of `Board/touch/tap.evemu`): 10
/// slots of protocol B over 1281 × 801 units. Recordings that carry only events, as public
/// collections split them, are replayed on it.
public let boardPanelText = """
    N: Tactile board panel
    I: 0018 1234 5678 0001
    P: 02 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 04 00 00 00 00 00 00
    B: 03 03 00 00 00 00 80 e1 06
    A: 00 0 1280 0 0 0
    A: 01 0 800 0 0 0
    A: 2f 0 9 0 0 0
    A: 30 0 255 0 0 0
    A: 35 0 1280 0 0 0
    A: 36 0 800 0 0 0
    A: 37 0 2 0 0 0
    A: 39 0 65535 0 0 0
    A: 3a 0 255 0 0 0

    """

/// `boardPanelText` parsed.
public let boardPanel = try! EvemuFormat.parse(Array(boardPanelText.utf8)).description!
