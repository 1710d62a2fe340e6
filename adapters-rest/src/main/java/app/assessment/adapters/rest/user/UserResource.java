package app.assessment.adapters.rest.user;

import app.assessment.adapters.rest.security.KeyForbidden;
import io.quarkus.security.Authenticated;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.application.port.in.user.ProfileUseCase;
import app.assessment.domain.shared.DomainException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/** The signed-in user's own profile and role. */
@Authenticated
@Path("/api/user")
@Tag(name = "Users")
@Produces(MediaType.APPLICATION_JSON)
@KeyForbidden
public class UserResource {

    private final ProfileUseCase profiles;
    private final CurrentUser currentUser;
    private final PublicUrls urls;
    private final HttpServerRequest request;

    public UserResource(ProfileUseCase profiles, CurrentUser currentUser, PublicUrls urls, HttpServerRequest request) {
        this.profiles = profiles;
        this.currentUser = currentUser;
        this.urls = urls;
        this.request = request;
    }

    @GET
    @Path("/profile")
    @Operation(summary = "Own profile", description = "`profile` is the linked teacher profile for professors, the linked "
            + "student (with `age`, `grade`, `gender`, `status`) for STUDENT accounts, else the account's contact data.")
    public UserBodies.ProfileResponse profile() {
        return UserBodies.ProfileResponse.from(profiles.get(currentUser.caller()), urls.base(request));
    }

    @PUT
    @Path("/profile")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(summary = "Update own profile", description = "multipart/form-data: `name` (required), `email` (contact e-mail; the "
            + "login e-mail never changes here), `phone`, `specialty` (teachers only, ignored otherwise), `image` (JPEG, PNG or "
            + "WebP, at most 2 MB: 413/415 otherwise). `age` (0-150), `grade` and `gender` update the linked student of a "
            + "STUDENT account; other accounts get 400 when they send them non-empty.")
    public UserBodies.ProfileResponse update(@RestForm String name, @RestForm String email, @RestForm String phone,
                                             @RestForm String specialty, @RestForm("image") FileUpload image,
                                             @RestForm String age, @RestForm String grade, @RestForm String gender) {
        ProfileUseCase.Image upload = image == null || image.size() == 0 ? null : new ProfileUseCase.Image(image.contentType(), read(image));
        var profile = profiles.update(new ProfileUseCase.Update(currentUser.caller(), name, email, phone, specialty, upload,
                ageOf(age), grade, gender));
        return UserBodies.ProfileResponse.from(profile, urls.base(request));
    }

    @GET
    @Path("/role")
    @Operation(summary = "Own role")
    public UserBodies.RoleResponse role() {
        var role = currentUser.principal().role();
        return new UserBodies.RoleResponse(role.isAdmin(), role.isSuperuser(), role.name());
    }

    private static Integer ageOf(String age) {
        if (age == null || age.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(age.strip());
        } catch (NumberFormatException e) {
            throw DomainException.invalid("age", "must be a whole number");
        }
    }

    private static byte[] read(FileUpload upload) {
        if (upload.size() > app.assessment.domain.user.ProfileImage.MAX_BYTES) {
            throw new DomainException(DomainException.Kind.TOO_LARGE, "IMAGE_TOO_LARGE", "image: must be at most 2 MB");
        }
        try {
            return Files.readAllBytes(upload.uploadedFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
