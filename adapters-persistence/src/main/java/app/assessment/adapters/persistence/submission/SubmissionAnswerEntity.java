package app.assessment.adapters.persistence.submission;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.math.BigDecimal;

@Entity
@Table(name = "submission_answers")
@IdClass(SubmissionAnswerEntity.Key.class)
public class SubmissionAnswerEntity {
    @Id
    @Column(name = "submission_id")
    public String submissionId;
    @Id
    public int position;
    @Column(name = "question_id", nullable = false)
    public String questionId;
    @Column(name = "question_text", nullable = false)
    public String questionText;
    @Column(name = "selected_option_id", nullable = false)
    public String selectedOptionId;
    @Column(name = "selected_option_text", nullable = false)
    public String selectedOptionText;
    @Column(nullable = false)
    public BigDecimal points;

    public record Key(String submissionId, int position) implements Serializable {
    }
}
