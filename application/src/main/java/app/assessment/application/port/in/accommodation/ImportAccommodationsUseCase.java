package app.assessment.application.port.in.accommodation;

import app.assessment.application.port.in.Caller;
import java.util.List;

public interface ImportAccommodationsUseCase {

    /** The most lines one import takes (a larger file is 413). */
    int MAX_LINES = 10_000;

    /**
     * Sets the accommodation of every participant named, all or nothing: any bad line refuses the
     * whole import with every line's errors (400). ADMIN and SUPER_ADMIN only.
     *
     * @return the number of accommodations applied
     */
    int importLines(Caller caller, List<Line> lines);

    /**
     * One line of the file as read, cells as text. {@code participant} is a student's or
     * candidate's id, or an e-mail; empty multiplier and minutes mean 1.0 and 0. {@code cells} is how
     * many the line had (more than four is an error of the line).
     */
    record Line(int number, int cells, String participant, String timeMultiplier, String extraMinutes, String reason) {
    }
}
