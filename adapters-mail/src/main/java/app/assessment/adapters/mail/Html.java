package app.assessment.adapters.mail;

/** The frame of every HTML mail, and escaping for what goes into it. */
final class Html {
    private Html() {
    }

    static String page(String title, String body) {
        return page(title, body, "pt-BR");
    }

    static String page(String title, String body, String lang) {
        return """
                <!DOCTYPE html>
                <html lang="%s"><head><meta charset="UTF-8"><title>%s</title></head>
                <body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;line-height:1.5">
                %s</body></html>
                """.formatted(lang, escape(title), body);
    }

    static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (char c : value.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
