package app.assessment.archfixtures.application.service;

import app.assessment.domain.user.Role;

/** Breaks the permissions rule: decides by the role itself instead of asking Permissions. */
public class RoleTestingService {
    public boolean mayList(Role role) {
        return role.isAdmin();
    }
}
