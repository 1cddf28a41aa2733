extension SceneBench {
    /// scene.json: the keys of the goals first, then the rest of the table (the 16-bit panel's
    /// keys follow, from `PanelFormatBench`).
    static func jsonReport(_ rows: [Measured], firstFrameMilliseconds: Double, memcpyMilliseconds: Double?) -> JSONReport {
        func row(_ key: String) -> Measured? { rows.first { $0.key == key } }
        var fields: [(String, Double?)] = [
            ("full_redraw_ms", row("full_redraw")?.incremental.medianMilliseconds),
            ("one_icon_frame_ms", row("one_icon")?.incremental.medianMilliseconds),
            // The goals: against memcpy of the screen and per million composited pixels.
            ("memcpy_ms", memcpyMilliseconds),
            ("memcpy_bytes", Double(ScreenCopy.bytes)),
            ("full_redraw_memcpy_ms", row("full_redraw")?.memcpyMilliseconds),
            ("full_redraw_over_memcpy", row("full_redraw")?.perPixelOverMemcpy),
            ("full_redraw_ms_per_mpx", row("full_redraw")?.incremental.millisecondsPerMegapixel),
            ("full_redraw_memcpy_ms_per_mpx", row("full_redraw")?.memcpyPerMegapixel),
            ("one_icon_ms_per_mpx", row("one_icon")?.incremental.millisecondsPerMegapixel),
            ("one_icon_full_redraw_ms_per_mpx", row("one_icon")?.full?.millisecondsPerMegapixel),
            ("one_icon_memcpy_ms", row("one_icon")?.memcpyMilliseconds),
            ("one_icon_memcpy_ms_per_mpx", row("one_icon")?.memcpyPerMegapixel),
            ("one_icon_per_pixel_over_full_redraw", row("one_icon")?.perPixelOverFull),
            ("one_icon_per_pixel_over_memcpy", row("one_icon")?.perPixelOverMemcpy),
            ("full_redraw_budget_zero_ms", row("full_redraw_budget_zero")?.incremental.medianMilliseconds),
            ("full_redraw_budget_zero_over_memcpy", row("full_redraw_budget_zero")?.perPixelOverMemcpy),
            ("full_redraw_over_memcpy_goal", fullRedrawOverMemcpyGoal),
            ("one_icon_per_pixel_over_full_redraw_goal", oneIconPerPixelOverFullGoal),
            ("eight_icons_frame_ms", row("eight_icons")?.incremental.medianMilliseconds),
            ("all_icons_frame_ms", row("all_icons")?.incremental.medianMilliseconds),
            ("one_icon_pixels_per_frame", row("one_icon")?.incremental.medianPixels)
        ]
        for key in ["eight_icons", "all_icons"] {
            fields.append((key + "_pixels_per_frame", row(key)?.incremental.medianPixels))
        }
        for key in ["one_icon", "eight_icons", "all_icons", "one_icon_subpixel"] {
            fields.append((key + "_damage_rects_per_frame", row(key)?.incremental.medianRects))
        }
        for key in ["one_icon", "eight_icons", "all_icons", "one_icon_subpixel"] {
            fields.append((key + "_full_redraw_ms", row(key)?.full?.medianMilliseconds))
            fields.append((key + "_incremental_over_full", row(key)?.ratio))
        }
        fields.append(("one_icon_subpixel_frame_ms", row("one_icon_subpixel")?.incremental.medianMilliseconds))
        fields.append(("one_icon_subpixel_pixels_per_frame", row("one_icon_subpixel")?.incremental.medianPixels))
        fields.append(("full_redraw_pixels_per_frame", row("full_redraw")?.incremental.medianPixels))
        fields.append(("idle_frame_ms", row("idle")?.incremental.medianMilliseconds))
        fields.append(("first_frame_ms", firstFrameMilliseconds))
        for m in rows {
            fields.append((m.key + "_frames", Double(m.incremental.count)))
        }
        for key in ["eight_icons", "all_icons", "one_icon_subpixel"] {
            fields.append((key + "_ms_per_mpx", row(key)?.incremental.millisecondsPerMegapixel))
            fields.append((key + "_per_pixel_over_full_redraw", row(key)?.perPixelOverFull))
        }
        // Heap allocations in the steady state: per render call, and per whole frame (the
        // animation's property changes and render).
        for m in rows {
            fields.append((m.key + "_allocations_per_render", m.incremental.allocationsPerRender))
            fields.append((m.key + "_allocations_per_render_max", m.incremental.allocations.max().map(Double.init)))
            if m.key != "idle" && m.key != "full_redraw" {
                fields.append((m.key + "_allocations_per_frame", m.incremental.allocationsPerFrame))
            }
        }
        // The group-opacity scratch memory after each run (started from none).
        for m in rows where m.scratchBytes != nil {
            fields.append((m.key + "_group_scratch_bytes", m.scratchBytes.map(Double.init)))
        }
        fields.append(("full_redraw_goal_ms", fullRedrawGoalMilliseconds))
        fields.append(("one_icon_goal_ms", oneIconGoalMilliseconds))
        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add(fields)
        return report
    }
}
