/// Descriptions of panels that exist only in software: what `tactile soak` plays its gestures
/// on, the benchmark's replayed panel and the fuzz targets' board panel.
extension DeviceDescription {
    /// A direct-touch multitouch screen of protocol B, as a kernel driver describes one: `slots`
    /// slots, positions from 0 to `maximumX` and `maximumY` (also as the single-touch axes),
    /// tracking ids 0...65535, BTN_TOUCH, on the virtual bus.
    public static func multitouchPanel(name: String, maximumX: Int32, maximumY: Int32, slots: Int = 10) -> DeviceDescription {
        var description = DeviceDescription(name: name)
        description.busType = 0x06  // BUS_VIRTUAL
        description.setProperty(EventCode.propertyDirect)
        description.enable(type: EventType.key, code: EventCode.buttonTouch)
        description.enable(type: EventType.synchronization, code: EventCode.report)
        let x = AxisInfo(minimum: 0, maximum: maximumX), y = AxisInfo(minimum: 0, maximum: maximumY)
        description.setAxis(EventCode.x, x)
        description.setAxis(EventCode.y, y)
        description.setAxis(EventCode.multitouchSlot, AxisInfo(minimum: 0, maximum: Int32(max(1, slots) - 1)))
        description.setAxis(EventCode.multitouchPositionX, x)
        description.setAxis(EventCode.multitouchPositionY, y)
        description.setAxis(EventCode.multitouchTrackingID, AxisInfo(minimum: 0, maximum: 65535))
        return description
    }
}
