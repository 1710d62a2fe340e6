package app.assessment.adapters.persistence.form;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "questions")
public class QuestionEntity {
    @Id
    public String id;
    @Column(name = "form_id", nullable = false)
    public String formId;
    @Column(nullable = false)
    public String text;
    public int position;
}
