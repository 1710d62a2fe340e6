package app.assessment.adapters.mail;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailTemplates;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;

/**
 * The service's own mails in Brazilian Portuguese, as plain text and as simple HTML (inline
 * styles only: mail clients drop style sheets). Every value placed in the HTML is escaped; the
 * user's name is typed by people.
 */
@ApplicationScoped
public class PortugueseMailTemplates implements MailTemplates {

    @Override
    public MailMessage secondFactorCode(String to, String name, String code, Duration validFor) {
        String minutes = minutes(validFor);
        String text = """
                Olá, %s.

                Seu código de verificação para entrar é: %s

                Ele vale por %s e só pode ser usado uma vez.
                Se não foi você quem tentou entrar, ignore este e-mail e troque sua senha.
                """.formatted(name, code, minutes);
        String html = Html.page("Código de verificação", """
                <p>Olá, %s.</p>
                <p>Seu código de verificação para entrar é:</p>
                <p style="font-size:28px;font-weight:bold;letter-spacing:6px">%s</p>
                <p>Ele vale por %s e só pode ser usado uma vez.</p>
                <p style="color:#666">Se não foi você quem tentou entrar, ignore este e-mail e troque sua senha.</p>
                """.formatted(Html.escape(name), Html.escape(code), minutes));
        return new MailMessage(to, "Seu código de verificação", text, html);
    }

    @Override
    public MailMessage passwordReset(String to, String name, String link, Duration validFor) {
        String minutes = minutes(validFor);
        String text = """
                Olá, %s.

                Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, abra:

                %s

                O link vale por %s e só pode ser usado uma vez.
                Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.
                """.formatted(name, link, minutes);
        String html = Html.page("Redefinição de senha", """
                <p>Olá, %s.</p>
                <p>Recebemos um pedido para redefinir a senha da sua conta.</p>
                <p><a href="%s" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;\
                text-decoration:none;border-radius:4px">Criar nova senha</a></p>
                <p>Ou copie este endereço no navegador:<br>%s</p>
                <p>O link vale por %s e só pode ser usado uma vez.</p>
                <p style="color:#666">Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
                """.formatted(Html.escape(name), Html.escape(link), Html.escape(link), minutes));
        return new MailMessage(to, "Redefinição de senha", text, html);
    }

    private static String minutes(Duration validFor) {
        long minutes = validFor.toMinutes();
        return minutes == 1 ? "1 minuto" : minutes + " minutos";
    }
}
