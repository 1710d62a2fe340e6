package app.assessment.bootstrap.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ProfileTest {

    @Inject
    TestAccounts accounts;

    private Organization org;
    private User teacherUser;
    private Browser teacher;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        teacherUser = accounts.user(org, Role.ADMIN);
        teacher = Browser.signedIn(teacherUser.email(), TestAccounts.PASSWORD);
    }

    @Test
    void update_changesContactDataButNeverTheLoginEmail() {
        teacher.request().multiPart("name", "Nova Pessoa").multiPart("email", "contato@example.com").multiPart("phone", "+55 11 99999-0000")
                .put("/api/user/profile")
                .then().statusCode(200).body("profile.name", equalTo("Nova Pessoa"))
                .body("profile.email", equalTo("contato@example.com")).body("profile.phone", equalTo("+55 11 99999-0000"));
        teacher.request().get("/api/auth/session").then().body("user.email", equalTo(teacherUser.email()));
    }

    @Test
    void image_isStoredAndServedFromImageUrl() throws IOException {
        byte[] png = png();
        String imageUrl = teacher.request().multiPart("name", "Com Foto").multiPart("image", "me.png", png, "image/png")
                .put("/api/user/profile")
                .then().statusCode(200).body("imageUrl", endsWith("/api/users/" + teacherUser.id() + "/image"))
                .extract().path("imageUrl");
        byte[] served = teacher.request().get(imageUrl).then().statusCode(200).contentType("image/png").extract().asByteArray();
        assertThat(served).isEqualTo(png);
    }

    @Test
    void image_ofWrongTypeIs415_andOver2MbIs413() {
        teacher.request().multiPart("name", "X").multiPart("image", "x.svg", "<svg/>".getBytes(), "image/png")
                .put("/api/user/profile").then().statusCode(415).body("code", equalTo("IMAGE_TYPE_UNSUPPORTED"));
        byte[] big = new byte[2 * 1024 * 1024 + 10];
        big[0] = (byte) 0xFF;
        big[1] = (byte) 0xD8;
        big[2] = (byte) 0xFF;
        teacher.request().multiPart("name", "X").multiPart("image", "big.jpg", big, "image/jpeg")
                .put("/api/user/profile").then().statusCode(413);
    }

    @Test
    void nameIsRequired() {
        teacher.request().multiPart("phone", "1").put("/api/user/profile").then().statusCode(400)
                .body("errors[0].field", equalTo("name"));
    }

    @Test
    void anotherOrganizationsImage_is404() throws IOException {
        User stranger = accounts.user(accounts.organization(), Role.ADMIN);
        Browser.signedIn(stranger.email(), TestAccounts.PASSWORD).request()
                .multiPart("name", "S").multiPart("image", "s.png", png(), "image/png").put("/api/user/profile").then().statusCode(200);
        teacher.request().get("/api/users/" + stranger.id() + "/image").then().statusCode(404);
    }

    private static byte[] png() throws IOException {
        BufferedImage image = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
        image.setRGB(1, 1, 0xFF0000);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }
}
