package app.assessment.bootstrap.testsupport;

/** Valid CPF numbers for tests: nine digits from a seed and the two check digits the Receita Federal's rule gives. */
public final class Cpfs {

    private Cpfs() {
    }

    /** The {@code n}-th valid CPF (n from 0 to 999,999,999), unpunctuated. */
    public static String valid(long n) {
        String base = String.format("%09d", n);
        int first = check(base, 10);
        int second = check(base + first, 11);
        return base + first + second;
    }

    private static int check(String digits, int weight) {
        int sum = 0;
        for (int i = 0; i < digits.length(); i++) {
            sum += (digits.charAt(i) - '0') * (weight - i);
        }
        int rest = sum * 10 % 11;
        return rest == 10 ? 0 : rest;
    }
}
