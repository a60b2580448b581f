"use client";

import dynamic from "next/dynamic";

// The tracking page's forms that only some visits show load only when the page shows them: most visits (a pending
// request, a saved pet file, nothing to report) never download that code, and when a form is shown the server's HTML
// is already there, working without JavaScript where it does, while its script arrives (the page's first load stays
// near a blank Next page's).

/** The owner's review of a completed stay (./review-form). */
export const LazyReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm));

/** The pet file form (./pet-file-form). */
export const LazyPetFileForm = dynamic(() => import("./pet-file-form").then((module) => module.PetFileForm));

/** «Reportar un problema» with its photo picker (./problem-report). */
export const LazyProblemReport = dynamic(() => import("./problem-report").then((module) => module.OwnerProblemReport));

/** The owner's answers to a meet & greet (./meet-answers). */
export const LazyMeetAnswers = dynamic(() => import("./meet-answers").then((module) => module.MeetAnswers));
