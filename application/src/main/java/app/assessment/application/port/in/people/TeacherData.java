package app.assessment.application.port.in.people;

/** Teacher fields as a client sends them; absent and empty mean what they mean in {@link StudentData}. */
public record TeacherData(String name, String email, String phone, String specialty) {
}
